import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClasses, Field, useFieldIds } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly (SelectOption | string)[];
  /** Text of the empty first option (value ''); none when omitted. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  /** Adds '(opcional)' to the label. */
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
}

/** A labelled native select; options may be plain strings (value = label). */
export function SelectField(props: SelectFieldProps) {
  const { label, options, placeholder, hint, error, optional, className, id, required, ref, ...select } =
    props;
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="relative">
        <select
          ref={ref}
          id={ids.inputId}
          required={required}
          {...ids.aria}
          {...select}
          className={controlClasses(Boolean(error), 'appearance-none pr-10')}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-muted"
        />
      </div>
    </Field>
  );
}
