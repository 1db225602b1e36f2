import { MIN_PASSWORD_LENGTH } from '@app/shared';
import { LockKeyhole } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordField } from '../../components/ui/password-field';
import { PasswordStrengthHint } from '../../components/ui/password-strength-hint';
import { useSiteConfig } from '../../lib/site-config';
import { SITE_NAME, usePageTitle } from '../../lib/use-page-title';
import { AuthCard } from './auth-card';
import { RECOVERY_MESSAGES } from './password-recovery';
import { useNewPasswordForm } from './use-new-password-form';

/** /trocar_senha?token=…: sets a new password with the token of the recovery e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  // The link e-mailed by `npm run admin:create` (same route): a new administrator creates a password.
  const invite = params.get('convite') === 'admin';
  usePageTitle(invite ? 'Criar senha de administrador' : 'Trocar senha');
  const token = params.get('token')?.trim() ?? '';
  const { data: site } = useSiteConfig();
  const { register, formState, senha, onSubmit, result } = useNewPasswordForm(token);

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
