import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { pathCarryingReturn } from '../../lib/session-expiry';
import { GoogleSignIn } from './google-sign-in';
import { LOGIN_ERROR_ID, useLoginForm } from './use-login-form';

interface LoginFormProps {
  googleClientId: string | null | undefined;
  /** Where a successful sign-in goes (a safe path of this site); default /home. */
  returnTo?: string;
}

/** The sign-in form: e-mail or CPF, password, 'Esqueceu sua senha?', Google and sign-up links. */
export function LoginForm({ googleClientId, returnTo = '/home' }: LoginFormProps) {
  const { register, onSubmit, formState, busy, error, invalid } = useLoginForm(returnTo);

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Entrar">
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
          <FormAlert tone="error" id={LOGIN_ERROR_ID}>
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
