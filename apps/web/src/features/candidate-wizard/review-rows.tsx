import { displayValue } from '../../lib/record-labels';

interface ReviewRowsProps {
  /** [label, value] pairs; values are shown with displayValue ('-' when empty). */
  rows: readonly (readonly [string, unknown])[];
  /** Accessible name of the list (e.g. 'Formação 1'), shown as a small heading when given. */
  caption?: string;
}

/** A description list of label and value pairs. */
export function ReviewRows({ rows, caption }: ReviewRowsProps) {
  return (
    <div>
      {caption && (
        <h3 className="mb-2 text-sm font-bold tracking-wide text-accent-strong uppercase">{caption}</h3>
      )}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-0.5 break-words text-ink">{displayValue(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
