import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { controlClasses, Field, useFieldIds } from './field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** Adds '(opcional)' to the label. */
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
  /** Classes of the wrapper (label, control, hint and error). */
  className?: string;
}

/** A labelled multi-line text input with an optional hint and error message. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { label, hint, error, optional, className, id, ref, rows = 4, ...textarea } = props;
  const ids = useFieldIds({ id, hint, error });
  return (
    <Field ids={ids} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        {...ids.aria}
        {...textarea}
        className={controlClasses(Boolean(error), 'resize-y leading-relaxed')}
      />
    </Field>
  );
}
