import { type CurrentUser, cleanToken, looksLikeEmail, onlyDigits, type TokenAnswer } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api';
import { storeSession } from '../../../lib/session';

export { logout } from './logout';

/**
 * The session calls: POST /api/v1/usuarios/login, POST /auth_google/login/google,
 * GET /api/v1/usuarios/me and POST /api/v1/usuarios/logout; query keys, queries and mutations.
 * A sign-in stores the token, the user, usuario_id, tipo_usuario and candidato or clinica.
 */

export const sessionKeys = {
  me: ['usuarios', 'me'] as const,
};

/** The texts of a sign-in answer that carries no usable token. */
export const NO_TOKEN_MESSAGES = {
  login: 'Token não retornado.',
  google: 'Token não retornado pelo backend.',
} as const;

/** Thrown when a sign-in answer carries no usable token; its message is the one to show. */
export class MissingTokenError extends Error {
  override readonly name = 'MissingTokenError';
}

/**
 * A sign-in answer as the client accepts it: this API answers a TokenAnswer; a plain string or
 * another token field (token, jwt, accessToken) is accepted as well.
 */
export type SignInAnswer = TokenAnswer | string | Record<string, unknown>;

/** The token fields read from a login answer, and from a Google sign-in answer, in order. */
export const LOGIN_TOKEN_KEYS = ['token', 'access_token', 'jwt'] as const;
export const GOOGLE_TOKEN_KEYS = ['access_token', 'token', 'jwt', 'accessToken'] as const;

/**
 * The token of a sign-in answer: the answer itself when it is a string, otherwise its first
 * string field among `keys`. Cleaned of quotes, JSON wrappers and a Bearer prefix; null if none.
 */
export function extractToken(answer: unknown, keys: readonly string[] = LOGIN_TOKEN_KEYS): string | null {
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

/** GET /api/v1/usuarios/me, with the given token or else the stored one. */
export function fetchCurrentUser(token?: string, signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet('/api/v1/usuarios/me', { token, signal });
}

/** Completes a sign-in once a token is known: loads the user and stores the session. */
async function startSession(token: string): Promise<CurrentUser> {
  const user = await fetchCurrentUser(token);
  storeSession({ token, user });
  return user;
}

/** Signs in with e-mail or CPF and password. Throws ApiError or MissingTokenError. */
export async function signIn(identifier: string, senha: string): Promise<CurrentUser> {
  const answer = await apiPost('/api/v1/usuarios/login', {
    body: { email: normalizeIdentifier(identifier), senha },
    token: null,
  });
  const token = extractToken(answer, LOGIN_TOKEN_KEYS);
  if (!token) throw new MissingTokenError(NO_TOKEN_MESSAGES.login);
  return startSession(token);
}

/** Sends the Google ID token to the API and, when it answers a token, stores the session. */
export async function signInWithGoogle(idToken: string): Promise<CurrentUser> {
  const answer = await apiPost('/api/v1/auth_google/login/google', {
    body: { id_token: idToken },
    token: null,
  });
  const token = extractToken(answer, GOOGLE_TOKEN_KEYS);
  if (!token) throw new MissingTokenError(NO_TOKEN_MESSAGES.google);
  return startSession(token);
}

/** The user of the stored token (GET /api/v1/usuarios/me); not tried again on failure. */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => fetchCurrentUser(undefined, signal),
    enabled,
    retry: false,
  });
}

/**
 * What a new session must not inherit: failures cached under the previous one (a 401 of the
 * ended session would otherwise show on the page the person returns to).
 */
function useForgetFailures() {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/** Signs in with e-mail or CPF and password (the session is stored). */
export function useSignIn() {
  const forgetFailures = useForgetFailures();
  return useMutation({
    mutationFn: ({ identifier, senha }: { identifier: string; senha: string }) => signIn(identifier, senha),
    onSuccess: forgetFailures,
  });
}

/** Signs in with a Google ID token (the session is stored). */
export function useGoogleSignIn() {
  const forgetFailures = useForgetFailures();
  return useMutation({
    mutationFn: (idToken: string) => signInWithGoogle(idToken),
    onSuccess: forgetFailures,
  });
}
