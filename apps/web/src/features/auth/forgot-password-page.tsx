import { KeyRound } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { TextField } from '../../components/ui/text-field';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from './auth-card';
import {
  looksLikeEmailAddress,
  RECOVERY_MESSAGES,
  recoveryErrorMessage,
  requestPasswordReset,
} from './password-recovery';

type Result = { tone: 'error' | 'success'; text: string } | null;

/** /recuperar_senha: asks for the e-mail that receives the recovery link. */
export function ForgotPasswordPage() {
  usePageTitle('Recuperar senha');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    setResult(null);
    if (!looksLikeEmailAddress(value)) {
      setFieldError(RECOVERY_MESSAGES.invalidEmail);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setSending(true);
    setResult(null);
    try {
      await requestPasswordReset(value);
      setResult({ tone: 'success', text: RECOVERY_MESSAGES.sent });
    } catch (error) {
      setResult({ tone: 'error', text: recoveryErrorMessage(error, RECOVERY_MESSAGES.sendFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      icon={KeyRound}
      title="Esqueceu a senha?"
      intro="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      footer={
        <p>
          Lembrou a senha?{' '}
          <Link
            to="/login"
            className="rounded font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            Voltar para o login
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Recuperar senha">
        <TextField
          ref={inputRef}
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          hint="O link de recuperação vale por 60 minutos e pode ser usado uma única vez. Confira também a caixa de spam."
          error={fieldError}
        />
        {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
        <Button type="submit" size="lg" fullWidth loading={sending} loadingText="Enviando...">
          Enviar
        </Button>
      </form>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
