import type { GoogleUnknownAccount } from '@app/shared';
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

const REGISTER_HINTS = /not found|usuário|network error|failed/i;

/**
 * What a failed Google sign-in leads to: 401, 404 or a message naming an unknown user or a
 * network failure sends the visitor to register first with the Google profile (e-mail and name
 * from the answer, else from the ID token); otherwise a message is shown.
 */
export function googleFailureOutcome(error: unknown, idToken: string): GoogleOutcome {
  if (error instanceof MissingTokenError) return { kind: 'error', message: error.message };
  const status = error instanceof ApiError ? error.status : 0;
  const network = error instanceof ApiError && error.kind === 'network';
  const message = error instanceof Error ? error.message : '';
  if (status === 401 || status === 404 || network || REGISTER_HINTS.test(message)) {
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
