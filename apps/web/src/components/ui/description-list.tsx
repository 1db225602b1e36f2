import type { ReactNode } from 'react';

export interface DescriptionItem {
  label: string;
  value: ReactNode;
}

interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** Columns from the sm breakpoint up (default 2). */
  columns?: 1 | 2 | 3;
  className?: string;
}

const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const;

/** Label and value pairs as a description list (labels small and muted, values below). */
export function DescriptionList({ items, columns = 2, className = '' }: DescriptionListProps) {
  return (
    <dl className={`grid gap-x-6 gap-y-3 ${COLUMNS[columns]} ${className}`}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
