import { type ForgotPasswordInput, forgotPasswordSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmailField } from '../../components/ui/email-field';
import { FormAlert } from '../../components/ui/form-alert';
import { serverFieldErrors, showServerFieldErrors } from '../../lib/server-field-errors';
import { usePageTitle } from '../../lib/use-page-title';
import { useRequestPasswordReset } from './api/password';
import { AuthCard } from './auth-card';
import { RECOVERY_MESSAGES, recoveryErrorMessage } from './password-recovery';

/** /recuperar_senha: asks for the e-mail that receives the recovery link. */
export function ForgotPasswordPage() {
  usePageTitle('Recuperar senha');
  const request = useRequestPasswordReset();
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onValid = (input: ForgotPasswordInput) =>
    request.mutateAsync(input).catch((error: unknown) => showServerFieldErrors(error, setError, ['email']));

  // A refusal naming the e-mail is shown beside it; any other failure below the field.
  const failure =
    request.isError && !serverFieldErrors(request.error, ['email']).email
      ? recoveryErrorMessage(request.error, RECOVERY_MESSAGES.sendFailed)
      : null;
  const result = request.isSuccess
    ? ({ tone: 'success', text: RECOVERY_MESSAGES.sent } as const)
    : failure
      ? ({ tone: 'error', text: failure } as const)
      : null;

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
      <form
        noValidate
        onSubmit={handleSubmit(onValid, () => request.reset())}
        className="flex flex-col gap-5"
        aria-label="Recuperar senha"
      >
        <EmailField
          hint="O link de recuperação vale por 60 minutos e pode ser usado uma única vez. Confira também a caixa de spam."
          error={formState.errors.email?.message}
          {...register('email')}
        />
        {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
        <Button type="submit" size="lg" fullWidth loading={formState.isSubmitting} loadingText="Enviando...">
          Enviar
        </Button>
      </form>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
