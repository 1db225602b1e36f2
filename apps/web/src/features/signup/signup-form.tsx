import { maskPhone } from '@app/shared';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthHint } from '../../components/ui/password-strength-hint';
import { TextField, type TextFieldProps } from '../../components/ui/text-field';
import { GooglePrefillNotice } from './google-prefill-notice';
import { SignupCard } from './signup-card';
import { TermsNotice } from './terms-notice';

interface SignupFormProps extends Omit<ComponentProps<typeof SignupCard>, 'children'> {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The e-mail of a Google account without registration (its notice is shown), or ''. */
  prefillEmail: string;
  serverError: string | null;
  /** From the submission until the page is left. */
  busy: boolean;
  /** The page's fields, in the form's two-column grid. */
  children: ReactNode;
}

/**
 * The sign-up form of the candidate and clinic pages, in its card: the Google notice, the terms,
 * the page's fields, the server's error and the 'Cadastrar' button.
 */
export function SignupForm({
  onSubmit,
  prefillEmail,
  serverError,
  busy,
  children,
  ...card
}: SignupFormProps) {
  return (
    <SignupCard {...card}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {prefillEmail && <GooglePrefillNotice email={prefillEmail} step="form" />}
        <TermsNotice />
        <div className="grid gap-5 sm:grid-cols-2">{children}</div>
        {serverError && <FormAlert tone="error">{serverError}</FormAlert>}
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Cadastrando...">
          Cadastrar
        </Button>
      </form>
    </SignupCard>
  );
}

type FieldProps = Omit<TextFieldProps, 'label'>;

/** The contact phone, masked as it is typed; the placeholder shows the page's kind of number. */
export function PhoneField(props: FieldProps & { placeholder: string }) {
  return (
    <TextField
      label="Telefone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      mask={maskPhone}
      required
      {...props}
    />
  );
}

interface NewPasswordFieldsProps {
  password: FieldProps;
  confirmation: FieldProps;
  /** What the strength hint rates: the password typed and the form's values it must not resemble. */
  strength: { password: string; userInputs: readonly unknown[] };
}

/** 'Senha' with its strength hint, and 'Repita a senha'. */
export function NewPasswordFields({ password, confirmation, strength }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        hint={<PasswordStrengthHint password={strength.password} userInputs={strength.userInputs} />}
        required
        {...password}
      />
      <PasswordField label="Repita a senha" autoComplete="new-password" required {...confirmation} />
    </>
  );
}
