import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { controlClasses, Field, useFieldIds } from './field';
import type { TextFieldProps } from './text-field';

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hint,
  error,
  optional,
  mask: _mask,
  className,
  id,
  required,
  ref,
  ...input
}: Omit<TextFieldProps, 'type'>) {
  const ids = useFieldIds({ id, hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          required={required}
          {...ids.aria}
          {...input}
          className={controlClasses(Boolean(error), 'pr-12')}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={ids.inputId}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-muted transition-colors hover:text-navy"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="h-5 w-5" />
          ) : (
            <Eye aria-hidden="true" className="h-5 w-5" />
          )}
        </button>
      </div>
    </Field>
  );
}
