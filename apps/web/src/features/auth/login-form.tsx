import { type LoginInput, loginSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { getUserType } from '../../lib/session';
import { pathCarryingReturn } from '../../lib/session-expiry';
import { useSignIn } from './api/session';
import { GoogleSignIn } from './google-sign-in';
import { LOGIN_MESSAGES, loginErrorMessage } from './login-errors';

const ERROR_ID = 'login-erro';

interface LoginFormProps {
  googleClientId: string | null | undefined;
  /** Where a successful sign-in goes (a safe path of this site); default /home. */
  returnTo?: string;
}

/** The sign-in form: e-mail or CPF, password, 'Esqueceu sua senha?', Google and sign-up links. */
export function LoginForm({ googleClientId, returnTo = '/home' }: LoginFormProps) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { register, handleSubmit, getValues, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', senha: '' },
  });
  // The form's own refusal: an empty field, or a value the API would refuse as well.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Busy from the submission until the page is left; usable again after a failure.
  const busy = formState.isSubmitting || signIn.isSuccess;

  const onValid = async ({ email, senha }: LoginInput) => {
    setRefusal(null);
    try {
      await signIn.mutateAsync({ identifier: email, senha });
    } catch {
      return; // told from the mutation's error
    }
    // Administrators land on the back office rather than on the home page.
    navigate(returnTo === '/home' && getUserType() === 'admin' ? '/admin' : returnTo, { replace: true });
  };
  const onInvalid = () => {
    signIn.reset();
    const { email, senha } = getValues();
    setRefusal(!email.trim() || !senha ? LOGIN_MESSAGES.empty : LOGIN_MESSAGES.invalidCredentials);
  };

  const error = refusal ?? (signIn.isError ? loginErrorMessage(signIn.error) : null);
  const refusedCredentials = error === LOGIN_MESSAGES.invalidCredentials;
  const invalid = (fieldError: unknown) =>
    error && (fieldError || refusedCredentials)
      ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID }
      : {};

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        className="flex flex-col gap-5"
        aria-label="Entrar"
      >
        <TextField
          label="E-mail ou CPF"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...register('email')}
          {...invalid(formState.errors.email)}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            label="Senha"
            autoComplete="current-password"
            required
            {...register('senha')}
            {...invalid(formState.errors.senha)}
          />
          <Link
            to="/recuperar_senha"
            className="inline-flex min-h-11 items-center self-end rounded px-1 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            Esqueceu sua senha?
          </Link>
        </div>
        {error && (
          <FormAlert tone="error" id={ERROR_ID}>
            {error}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText="Entrando...">
          Entrar
        </Button>
      </form>
      {/* Google sign-in only when the site has a client id (GOOGLE_CLIENT_ID); never a button that
          can only say it is unavailable. */}
      {googleClientId && (
        <>
          <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
            <span aria-hidden="true" className="h-px flex-1 bg-navy/15" />
            ou
            <span aria-hidden="true" className="h-px flex-1 bg-navy/15" />
          </div>
          <GoogleSignIn key={googleClientId} clientId={googleClientId} disabled={busy} returnTo={returnTo} />
        </>
      )}
      <p className="text-center text-sm text-muted">
        Ainda não tem uma conta?{' '}
        <Link
          to={pathCarryingReturn('/cadastrar', returnTo === '/home' ? null : returnTo)}
          className="inline-flex min-h-11 items-center rounded px-1 font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          Cadastre-se
        </Link>
      </p>
    </div>
  );
}
