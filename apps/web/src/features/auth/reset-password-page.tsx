import { MIN_PASSWORD_LENGTH, resetPasswordSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthHint } from '../../components/ui/password-strength-hint';
import { withPasswordStrength } from '../../lib/password-strength';
import { serverFieldErrors, showServerFieldErrors } from '../../lib/server-field-errors';
import { useSiteConfig } from '../../lib/site-config';
import { SITE_NAME, usePageTitle } from '../../lib/use-page-title';
import { useResetPassword } from './api/password';
import { AuthCard } from './auth-card';
import { RECOVERY_MESSAGES, recoveryErrorMessage } from './password-recovery';

const newPasswordForm = resetPasswordSchema.pick({ nova_senha: true });
type NewPasswordInput = { nova_senha: string };
// The shared rule of every new password first (packages/shared password-policy.ts), then the strength.
const resolver = withPasswordStrength(zodResolver(newPasswordForm), 'nova_senha', () => []);

/** /trocar_senha?token=…: sets a new password with the token of the recovery e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The link e-mailed by `npm run admin:create` (same route): a new administrator creates a password.
  const invite = params.get('convite') === 'admin';
  usePageTitle(invite ? 'Criar senha de administrador' : 'Trocar senha');
  const token = params.get('token')?.trim() ?? '';
  const { data: site } = useSiteConfig();
  const change = useResetPassword();
  const { register, handleSubmit, setError, setValue, formState, control } = useForm<NewPasswordInput>({
    resolver,
    defaultValues: { nova_senha: '' },
  });
  const senha = useWatch({ control, name: 'nova_senha' });
  const onValid = ({ nova_senha }: NewPasswordInput) =>
    change.mutateAsync({ token, nova_senha }).then(
      () => setValue('nova_senha', ''),
      (error: unknown) => showServerFieldErrors(error, setError, ['nova_senha']),
    );
  // Without a token nothing is checked or sent: the page says the link is not valid.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (token) return handleSubmit(onValid, () => change.reset())(event);
    event.preventDefault();
  };

  // A refusal naming the new password is shown beside it; any other failure below the field.
  const failure =
    change.isError && !serverFieldErrors(change.error, ['nova_senha']).nova_senha
      ? recoveryErrorMessage(change.error, RECOVERY_MESSAGES.changeFailed)
      : null;
  const result = !token
    ? ({ tone: 'error', text: RECOVERY_MESSAGES.missingToken } as const)
    : change.isSuccess
      ? ({ tone: 'success', text: RECOVERY_MESSAGES.changed } as const)
      : failure
        ? ({ tone: 'error', text: failure } as const)
        : null;

  const done = result?.tone === 'success';
  return (
    <AuthCard
      icon={LockKeyhole}
      title={invite ? 'Crie sua senha de administrador' : 'Troque sua senha'}
      intro={
        invite
          ? `Boas-vindas à equipe da ${site?.name || SITE_NAME}. Crie a senha da sua conta de administrador, com pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
          : `Crie uma nova senha com pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`
      }
      footer={
        invite ? (
          <p>Depois, entre com este e-mail e a nova senha para abrir o painel administrativo.</p>
        ) : (
          <p>Obrigado por utilizar os serviços de assessoria e consultoria da {site?.name || SITE_NAME}.</p>
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Trocar senha">
        <PasswordField
          label="Nova Senha"
          autoComplete="new-password"
          required
          error={formState.errors.nova_senha?.message}
          hint={<PasswordStrengthHint password={senha} />}
          {...register('nova_senha')}
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
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={formState.isSubmitting}
            loadingText="Trocando..."
          >
            Confirmar
          </Button>
        )}
      </form>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
