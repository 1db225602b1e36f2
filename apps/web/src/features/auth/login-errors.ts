import { ERROR_CODES } from '@app/shared';
import { ApiError } from '../../lib/api';
import { MissingTokenError, NO_TOKEN_MESSAGES } from './api/session';

/** The messages of the sign-in form. */
export const LOGIN_MESSAGES = {
  empty: 'Preencha e-mail/CPF e senha.',
  noToken: NO_TOKEN_MESSAGES.login,
  invalidCredentials: 'Credenciais inválidas.',
  failure: 'Falha ao fazer login. Tente novamente.',
} as const;

/**
 * The message of a failed sign-in: 401 and 422 are invalid credentials; 429 and the 403 of a
 * suspended account (code 'conta_suspensa') show the server's text; any other failure, the server unreachable included, is the spec's own text
 * 'Falha ao fazer login. Tente novamente.' (the spec names it for every other failure, so it is
 * kept literally here rather than the outage message of lib/user-message.ts).
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 422) return LOGIN_MESSAGES.invalidCredentials;
    if (error.status === 429 && error.detail) return error.detail;
    // A suspended account: the server's own message ('Conta suspensa. Fale com a RX Odonto.').
    if (error.status === 403 && error.code === ERROR_CODES.accountSuspended && error.detail)
      return error.detail;
  }
  return LOGIN_MESSAGES.failure;
}
