import { resetPasswordSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { withPasswordStrength } from '../../lib/password-strength';
import { serverFieldErrors, showServerFieldErrors } from '../../lib/server-field-errors';
import { useResetPassword } from './api/password';
import { RECOVERY_MESSAGES, recoveryErrorMessage } from './password-recovery';

const newPasswordForm = resetPasswordSchema.pick({ nova_senha: true });
type NewPasswordInput = { nova_senha: string };
// The shared rule of every new password first (packages/shared password-policy.ts), then the strength.
const resolver = withPasswordStrength(zodResolver(newPasswordForm), 'nova_senha', () => []);

/**
 * The new password's form of /trocar_senha, sent with the recovery e-mail's `token`: its field,
 * the password typed (for its strength hint) and the result shown under it.
 */
export function useNewPasswordForm(token: string) {
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

  return { register, formState, senha, onSubmit, result };
}
