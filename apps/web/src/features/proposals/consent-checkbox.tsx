import type { InputHTMLAttributes, Ref } from 'react';
import { useFieldIds } from '../../components/ui/field';

interface ConsentCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** The consent to be contacted about the proposal, with its message under it. */
export function ConsentCheckbox({ error, ref, className = '', id, ...input }: ConsentCheckboxProps) {
  const ids = useFieldIds({ id, error });
  return (
    <div className={className}>
      <label htmlFor={ids.inputId} className="flex min-h-11 cursor-pointer items-start gap-3 text-ink">
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          required
          {...ids.aria}
          {...input}
          className="mt-0.5 h-5 w-5 shrink-0 accent-accent-strong"
        />
        Autorizo a RX Odonto a entrar em contato comigo sobre esta proposta.
      </label>
      {error && (
        <p id={ids.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
