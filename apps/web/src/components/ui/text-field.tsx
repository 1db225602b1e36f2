import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClasses, Field, useFieldIds } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Adds '(opcional)' to the label. */
  optional?: boolean;
  /** Rewrites the typed value before onChange sees it (e.g. maskPhone). */
  mask?: (value: string) => string;
  ref?: Ref<HTMLInputElement>;
  /** Classes of the wrapper (label, input, hint and error). */
  className?: string;
}

/** A labelled input with an optional hint, an input mask and an error message bound by aria-describedby. */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, optional, mask, className, id, required, ref, onChange, ...input } = props;
  const ids = useFieldIds({ id, hint, error });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mask) {
      const masked = mask(event.target.value);
      if (masked !== event.target.value) event.target.value = masked;
    }
    onChange?.(event);
  };
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <input
        ref={ref}
        id={ids.inputId}
        required={required}
        {...ids.aria}
        {...input}
        onChange={handleChange}
        className={controlClasses(Boolean(error))}
      />
    </Field>
  );
}
