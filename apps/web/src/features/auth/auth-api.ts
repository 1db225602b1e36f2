import { cleanToken, looksLikeEmail, onlyDigits } from '@app/shared';
import { ApiError, apiGet, apiPost } from '../../lib/api';
import { type SessionUser, storeSession } from '../../lib/session';

/**
 * Sign-in calls of spec 1 (sections 5, 7 and 8): POST /api/v1/usuarios/login, then
 * GET /api/v1/usuarios/me, then the session items of section 3 (storeSession).
 */

export const LOGIN_MESSAGES = {
  empty: 'Preencha e-mail/CPF e senha.',
  noToken: 'Token não retornado.',
  invalidCredentials: 'Credenciais inválidas.',
  failure: 'Falha ao fazer login. Tente novamente.',
} as const;

/** Thrown when an answer carries no usable token; its message is the one to show. */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
}

/**
 * The token of a sign-in answer: the answer itself when it is a string, otherwise its first
 * string field among `keys`. Cleaned of quotes, JSON wrappers and a Bearer prefix; null if none.
 */
export function extractToken(
  answer: unknown,
  keys: readonly string[] = ['token', 'access_token', 'jwt'],
): string | null {
  if (typeof answer === 'string') return cleanToken(answer);
  if (!answer || typeof answer !== 'object') return null;
  const obj = answer as Record<string, unknown>;
  for (const key of keys) {
    const value = obj[key];
    if (typeof value === 'string') {
      const token = cleanToken(value);
      if (token) return token;
    }
  }
  return null;
}

/**
 * The identifier as sent: trimmed; a CPF typed with its mask (only digits, dots, dash, spaces)
 * is sent as its digits. E-mails and anything else go as typed.
 */
export function normalizeIdentifier(identifier: string): string {
  const value = identifier.trim();
  if (!looksLikeEmail(value) && /^[\d.\-\s/]+$/.test(value)) return onlyDigits(value);
  return value;
}

/** Loads the current user with a given token. */
export function fetchCurrentUser(token: string): Promise<SessionUser> {
  return apiGet<SessionUser>('/api/v1/usuarios/me', { token });
}

/** Completes a sign-in once a token is known: loads the user and stores the session. */
export async function startSession(token: string): Promise<SessionUser> {
  const user = await fetchCurrentUser(token);
  if (!user || typeof user !== 'object' || user.id === undefined || user.id === null) {
    throw new ApiError({ status: 500, detail: null, body: user });
  }
  storeSession({ token, user });
  return user;
}

/**
 * Signs in with e-mail or CPF and password: stores the token, the user, usuario_id,
 * tipo_usuario and candidato or clinica. Throws ApiError or MissingTokenError.
 */
export async function signIn(identifier: string, senha: string): Promise<SessionUser> {
  const answer = await apiPost<unknown>(
    '/api/v1/usuarios/login',
    { email: normalizeIdentifier(identifier), senha },
    { token: null },
  );
  const token = extractToken(answer);
  if (!token) throw new MissingTokenError(LOGIN_MESSAGES.noToken);
  return startSession(token);
}

/** The message of a failed sign-in (spec 1, section 8); 429 shows the server's text. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return error.message;
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 422) return LOGIN_MESSAGES.invalidCredentials;
    if (error.status === 429 && error.detail) return error.detail;
  }
  return LOGIN_MESSAGES.failure;
}
