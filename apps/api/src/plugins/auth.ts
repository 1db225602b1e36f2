// Authentication: reads `Authorization: Bearer <token>` on every request that carries one and
// sets request.user ({ id, tipo_usuario, email }) from the live session, or null. Who may call a
// route is declared with the hooks of access-policy.ts; behind them `authUser(request)` is the
// caller.
import { ERROR_CODES } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TipoUsuario } from '../db/schema';
import { bearerToken } from './bearer-token';
import { HttpError } from './errors';

export { bearerToken };

/** The caller of a request: the user of a live session. */
export interface AuthUser {
  id: number;
  tipo_usuario: TipoUsuario;
  email: string;
}

/**
 * How the auth plugin reads a token (modules/sessions implements it; app.ts hands it over, so
 * that this plugin depends on no module).
 */
export interface SessionLookup {
  /** The live session of the token, or null (unknown, expired, idle or revoked). */
  find(token: string): Promise<{ id: number; user: AuthUser } | null>;
  /** True when the token was a session of an account that is now suspended. */
  wasSuspended(token: string): Promise<boolean>;
}

export const SUSPENDED_MESSAGE = 'Conta suspensa. Fale com a RX Odonto.';

/** The 403 of a suspended account, with its stable code (the web branches on it, not on the text). */
export const suspendedError = (): HttpError =>
  new HttpError(403, SUSPENDED_MESSAGE, { code: ERROR_CODES.accountSuspended });

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. */
    user: AuthUser | null;
    /** Id of the session the request authenticated with (for logout), or null. */
    sessionId: number | null;
    /** The request's token was a session of an account that is now suspended. */
    suspendedAccount: boolean;
  }
}

export const AUTH_MESSAGES = {
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
  ownDataOnly: 'Você só pode alterar os seus próprios dados.',
  ownAccountOnly: 'Você só pode excluir a sua própria conta.',
} as const;

/**
 * The caller of a request (401 without a session; 403 conta_suspensa when the token was a session
 * of a suspended account): behind a policy hook, always there.
 */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) {
    if (request.suspendedAccount) throw suspendedError();
    throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  }
  return request.user;
}

export function registerAuth(app: FastifyInstance, sessions: SessionLookup): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('suspendedAccount', false);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const session = await sessions.find(token);
    if (!session) {
      request.suspendedAccount = await sessions.wasSuspended(token);
      return;
    }
    request.user = session.user;
    request.sessionId = session.id;
  });
}
