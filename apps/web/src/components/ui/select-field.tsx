import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from './field';
import { SelectControl, type SelectOption } from './select-control';

export type { SelectOption };

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
      <SelectControl
        ref={ref}
        id={ids.inputId}
        required={required}
        {...ids.aria}
        {...select}
        options={options}
        placeholder={placeholder}
        invalid={Boolean(error)}
      />
    </Field>
  );
}
