import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field';

interface ConsentCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** What the person authorises: the text, with its links. */
  label: ReactNode;
  /** The box's own message (what to do), shown under it and describing it. */
  error?: string | null;
  /** Ids of other messages that describe the box, read after its own. */
  describedBy?: string;
  /**
   * A consent that stands on its own at the end of a page (the wizard's review): a tinted frame
   * that turns red with the message, which is announced. Without it the box sits in a form's grid
   * like the other fields, its message styled as theirs.
   */
  framed?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Classes of the wrapper (box and message). */
  className?: string;
}

/**
 * A consent checkbox (LGPD): the box, what it authorises and its message, bound by
 * aria-describedby. Controlled (checked/onChange) or registered with react-hook-form.
 */
export function ConsentCheckbox(props: ConsentCheckboxProps) {
  const { label, error = null, describedBy, framed = false, ref, className, id, ...input } = props;
  const ids = useFieldIds({ id, error });
  const described = [ids.aria['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined;
  const box = (
    <input
      ref={ref}
      id={ids.inputId}
      type="checkbox"
      aria-invalid={ids.aria['aria-invalid']}
      aria-describedby={described}
      {...input}
      className={`h-5 w-5 shrink-0 accent-accent-strong ${framed ? 'mt-1 cursor-pointer' : 'mt-0.5'}`}
    />
  );
  const message = error && (
    <p
      id={ids.errorId}
      role={framed ? 'alert' : undefined}
      className={`text-sm text-red-700 ${framed ? 'mt-2 font-semibold' : 'mt-1 font-medium'}`}
    >
      {error}
    </p>
  );
  if (!framed) {
    return (
      <div className={className}>
        <label htmlFor={ids.inputId} className="flex min-h-11 cursor-pointer items-start gap-3 text-ink">
          {box}
          {label}
        </label>
        {message}
      </div>
    );
  }
  return (
    <div className={className}>
      <div
        className={`flex items-start gap-3 rounded-2xl border px-4 py-4 ${error ? 'border-red-400 bg-red-50' : 'border-accent/50 bg-accent-soft/30'}`}
      >
        {box}
        <label htmlFor={ids.inputId} className="cursor-pointer text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      {message}
    </div>
  );
}
