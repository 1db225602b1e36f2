import type { ForgotPasswordInput, ResetPasswordInput } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

/**
 * Password recovery: POST /auth_reset/forgot-password?email= and
 * POST /auth_reset/reset-password?token=&nova_senha= (query parameters, no body, no session).
 */

/** Asks for the e-mail with the recovery link. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: ({ email }: ForgotPasswordInput) =>
      apiPost('/api/v1/auth_reset/forgot-password', { query: { email }, token: null }),
  });
}

/** Sets the new password with the token of the recovery e-mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, nova_senha }: ResetPasswordInput) =>
      apiPost('/api/v1/auth_reset/reset-password', {
        query: { token, nova_senha },
        token: null,
      }),
  });
}
