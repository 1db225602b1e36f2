import { TextField, type TextFieldProps } from './text-field';

/** An e-mail input labelled 'E-mail': typed as an address, not capitalized or spell-checked, required. */
export function EmailField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="E-mail"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
