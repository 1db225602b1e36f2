import { basicPasswordProblem, MIN_PASSWORD_LENGTH as MIN_NEW_PASSWORD_LENGTH } from '@app/shared';
import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthHint } from '../../components/ui/password-strength-hint';
import { newPasswordProblem } from '../../lib/password-strength';
import { useSiteConfig } from '../../lib/site-config';
import { SITE_NAME, usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from './auth-card';
import {
  MIN_PASSWORD_LENGTH,
  RECOVERY_MESSAGES,
  recoveryErrorMessage,
  resetPassword,
} from './password-recovery';

type Result = { tone: 'error' | 'success'; text: string } | null;

/** /trocar_senha?token=…: sets a new password with the token of the recovery e-mail. */
export function ResetPasswordPage() {
  usePageTitle('Trocar senha');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data: site } = useSiteConfig();
  const [senha, setSenha] = useState('');
  const [changing, setChanging] = useState(false);
  const [result, setResult] = useState<Result>(
    token ? null : { tone: 'error', text: RECOVERY_MESSAGES.missingToken },
  );
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changing) return;
    if (!token) {
      setResult({ tone: 'error', text: RECOVERY_MESSAGES.missingToken });
      return;
    }
    const value = senha.trim();
    setResult(null);
    // The spec's message below 6 characters; then the password rule of every new password.
    const problem =
      value.length < MIN_PASSWORD_LENGTH
        ? RECOVERY_MESSAGES.shortPassword
        : (basicPasswordProblem(value) ?? (await newPasswordProblem(value, [])));
    if (problem) {
      setFieldError(problem);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setChanging(true);
    try {
      await resetPassword(token, value);
      setSenha('');
      setResult({ tone: 'success', text: RECOVERY_MESSAGES.changed });
    } catch (error) {
      setResult({ tone: 'error', text: recoveryErrorMessage(error, RECOVERY_MESSAGES.changeFailed) });
    } finally {
      setChanging(false);
    }
  };

  const done = result?.tone === 'success';
  return (
    <AuthCard
      icon={LockKeyhole}
      title="Troque sua senha"
      intro={`Crie uma nova senha com pelo menos ${MIN_NEW_PASSWORD_LENGTH} caracteres.`}
      footer={
        <p>Obrigado por utilizar os serviços de assessoria e consultoria da {site?.name || SITE_NAME}.</p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Trocar senha">
        <PasswordField
          ref={inputRef}
          label="Nova Senha"
          name="nova_senha"
          autoComplete="new-password"
          required
          value={senha}
          onChange={(e) => setSenha(e.target.value)}
          error={fieldError}
          hint={<PasswordStrengthHint password={senha} />}
        />
        {result && (
          <FormAlert tone={result.tone}>
            <p>{result.text}</p>
            {result.text === RECOVERY_MESSAGES.missingToken && (
              <Link
                to="/recuperar_senha"
                className="mt-1 inline-block rounded font-semibold underline underline-offset-4"
              >
                Solicitar um novo link
              </Link>
            )}
          </FormAlert>
        )}
        {done ? (
          <Link to="/login" className={buttonClasses({ size: 'lg', fullWidth: true })}>
            Ir para o login
          </Link>
        ) : (
          <Button type="submit" size="lg" fullWidth loading={changing} loadingText="Trocando...">
            Confirmar
          </Button>
        )}
      </form>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
