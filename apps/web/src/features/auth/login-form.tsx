import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { TextField } from '../../components/ui/text-field';
import { LOGIN_MESSAGES, loginErrorMessage, signIn } from './auth-api';
import { GoogleSignIn } from './google-sign-in';

const ERROR_ID = 'login-erro';

interface LoginFormProps {
  googleClientId: string | null | undefined;
  /** Where a successful sign-in goes (a safe path of this site); default /home. */
  returnTo?: string;
}

/** The sign-in form: e-mail or CPF, password, 'Esqueceu sua senha?', Google and sign-up links. */
export function LoginForm({ googleClientId, returnTo = '/home' }: LoginFormProps) {
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [senha, setSenha] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emptyFields, setEmptyFields] = useState<{ identifier: boolean; senha: boolean }>({
    identifier: false,
    senha: false,
  });
  const [submitting, setSubmitting] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const senhaRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const missing = { identifier: !identifier.trim(), senha: !senha };
    setEmptyFields(missing);
    if (missing.identifier || missing.senha) {
      setError(LOGIN_MESSAGES.empty);
      (missing.identifier ? identifierRef : senhaRef).current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await signIn(identifier, senha);
      navigate(returnTo, { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setSubmitting(false);
    }
  };

  const invalid = (empty: boolean) =>
    error && (empty || error === LOGIN_MESSAGES.invalidCredentials)
      ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID }
      : {};

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Entrar">
        <TextField
          ref={identifierRef}
          label="E-mail ou CPF"
          name="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          {...invalid(emptyFields.identifier)}
        />
        <div className="flex flex-col gap-2">
          <PasswordField
            ref={senhaRef}
            label="Senha"
            name="senha"
            autoComplete="current-password"
            required
            value={senha}
            onChange={(e) => setSenha(e.target.value)}
            {...invalid(emptyFields.senha)}
          />
          <Link
            to="/recuperar_senha"
            className="self-end rounded text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            Esqueceu sua senha?
          </Link>
        </div>
        {error && (
          <FormAlert tone="error" id={ERROR_ID}>
            {error}
          </FormAlert>
        )}
        <Button type="submit" size="lg" fullWidth loading={submitting} loadingText="Entrando...">
          Entrar
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-semibold tracking-wide text-muted uppercase">
        <span aria-hidden="true" className="h-px flex-1 bg-navy/15" />
        ou
        <span aria-hidden="true" className="h-px flex-1 bg-navy/15" />
      </div>
      {/* Keyed by the client id: Google Identity is set up again once the site configuration arrives. */}
      <GoogleSignIn
        key={googleClientId ?? 'sem-google'}
        clientId={googleClientId}
        disabled={submitting}
        returnTo={returnTo}
      />
      <p className="text-center text-sm text-muted">
        Ainda não tem uma conta?{' '}
        <Link
          to="/cadastrar"
          className="rounded font-semibold text-accent-strong underline-offset-4 hover:underline"
        >
          Cadastre-se
        </Link>
      </p>
    </div>
  );
}
