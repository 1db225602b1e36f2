import type { ErrorCode, GoogleUnknownAccount } from '@app/shared';
import { ApiError } from '../../lib/api';
import { MissingTokenError, NO_TOKEN_MESSAGES } from './api/session';
import { decodeJwtClaims, type GoogleProfile } from './google-profile';

/** Messages of the Google sign-in (spec 1, sections 5 and 8). */
export const GOOGLE_MESSAGES = {
  noIdToken: 'Não foi possível obter o id_token do Google.',
  renderFailed: 'Falha ao renderizar botão do Google.',
  loadFailed: 'Falha ao carregar Google Identity Services.',
  noBackendToken: NO_TOKEN_MESSAGES.google,
  notCompleted: 'Não foi possível concluir o Login com Google. Tente novamente.',
  failed: 'Falha no Login com Google.',
  /** Not in the spec: the server has no GOOGLE_CLIENT_ID. */
  unavailable: 'O login com Google não está disponível no momento. Entre com seu e-mail ou CPF.',
} as const;

export type GoogleOutcome = { kind: 'register'; profile: GoogleProfile } | { kind: 'error'; message: string };

/** The answers that send the visitor to register: no account for this Google account, or a token refused. */
const REGISTER_CODES = new Set<ErrorCode>([
  'auth.google_account_unknown',
  'auth.google_token_invalid',
  'auth.required',
  'auth.session_expired',
  'not_found',
]);

/**
 * What a failed Google sign-in leads to: an unknown account or a refused token (the spec's 401 and
 * 404, told by their codes) or a network failure sends the visitor to register first with the
 * Google profile (e-mail and name from the answer, else from the ID token); otherwise a message is
 * shown. The server's text is never read to decide.
 */
export function googleFailureOutcome(error: unknown, idToken: string): GoogleOutcome {
  if (error instanceof MissingTokenError) return { kind: 'error', message: error.message };
  const network = error instanceof ApiError && error.kind === 'network';
  const code = error instanceof ApiError ? error.code : null;
  if (network || (code !== null && REGISTER_CODES.has(code))) {
    return { kind: 'register', profile: profileFrom(error, idToken) };
  }
  if (error instanceof ApiError) {
    return { kind: 'error', message: error.detail ?? GOOGLE_MESSAGES.notCompleted };
  }
  return { kind: 'error', message: GOOGLE_MESSAGES.failed };
}

function profileFrom(error: unknown, idToken: string): GoogleProfile {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? error.body : {};
  const answer = body as Partial<Record<keyof GoogleUnknownAccount, unknown>>;
  const claims = decodeJwtClaims(idToken) ?? {};
  const text = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && !!v) ?? '';
  return {
    email: text(answer.email, claims.email),
    nome: text(answer.nome, claims.name),
    fromGoogle: true,
    id_token: idToken,
  };
}
