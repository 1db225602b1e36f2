import { type ReactNode, useId } from 'react';

/** The ids and ARIA attributes that tie a control to its label, hint and error message. */
export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** Props to spread on the control: aria-invalid and aria-describedby (hint and error). */
  aria: { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

export function useFieldIds(opts: { id?: string; hint?: ReactNode; error?: string | null }): FieldIds {
  const auto = useId();
  const inputId = opts.id ?? `campo-${auto}`;
  const hintId = `${inputId}-dica`;
  const errorId = `${inputId}-erro`;
  const describedBy = [opts.hint ? hintId : null, opts.error ? errorId : null].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    aria: {
      ...(opts.error ? { 'aria-invalid': true as const } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    },
  };
}

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Adds '(opcional)' to the label. */
  optional?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error message of one form field (a vertical stack). */
export function Field({ ids, label, hint, error, optional, className = '', children }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={ids.inputId} className="text-sm font-semibold text-navy">
        {label}
        {optional && <span className="font-normal text-muted"> (opcional)</span>}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Classes of a text-like control; the border turns red when the field is invalid. */
export function controlClasses(invalid: boolean, extra = ''): string {
  return `block min-h-11 w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-muted/70 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed disabled:bg-mist ${
    invalid ? 'border-red-600' : 'border-navy/25 hover:border-navy/40 aria-invalid:border-red-600'
  } ${extra}`;
}
