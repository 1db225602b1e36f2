import type { DetailAnswer, ForgotPasswordInput, ResetPasswordInput } from '@app/shared';
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
      apiPost<DetailAnswer>('/auth_reset/forgot-password', undefined, { query: { email }, token: null }),
  });
}

/** Sets the new password with the token of the recovery e-mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, nova_senha }: ResetPasswordInput) =>
      apiPost<DetailAnswer>('/auth_reset/reset-password', undefined, {
        query: { token, nova_senha },
        token: null,
      }),
  });
}
