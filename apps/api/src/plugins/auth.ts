// Authentication: reads `Authorization: Bearer <token>` on every request that carries one and
// sets request.user ({ id, tipo_usuario, email }) from the live session, or null.
//
// Routes opt in with the preHandlers decorated on the app:
//   app.get('/x', { preHandler: app.requireUser }, handler)               // 401 when not logged in
//   app.get('/y', { preHandler: app.requireRole('clinica') }, handler)    // 401, or 403 for others
//   app.get('/z', { preHandler: [app.requireUser, other] }, handler)
// Inside the handler `request.user` is then set (use `request.user!` or `authUser(request)`).
// The same functions are exported (requireUser, requireRole) for code without the app at hand.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TipoUsuario } from '../db/schema';
import { findSession, type SessionUser } from '../modules/sessions/sessions.service';
import { HttpError } from './errors';

export type AuthUser = SessionUser;

/** A preHandler that works on any route, whatever its schema types. */
export type AuthPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null. */
    user: AuthUser | null;
    /** Id of the session the request authenticated with (for logout), or null. */
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid session token was sent. */
    requireUser: AuthPreHandler;
    /** preHandler factory: 401 unless logged in, 403 unless the account is of one of these types. */
    requireRole: (...roles: TipoUsuario[]) => AuthPreHandler;
  }
}

export const AUTH_MESSAGES = {
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Você não tem permissão para acessar este recurso.',
} as const;

/** The token of an Authorization header: 'Bearer <t>', '<t>', with or without quotes. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const unquote = (s: string) =>
    s
      .trim()
      .replace(/^['"]+|['"]+$/g, '')
      .trim();
  const token = unquote(unquote(header).replace(/^bearer\s+/i, ''));
  return token.length > 0 ? token : null;
}

export const requireUser: AuthPreHandler = async (request) => {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
};

export function requireRole(...roles: TipoUsuario[]): AuthPreHandler {
  return async (request) => {
    if (!request.user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
    if (!roles.includes(request.user.tipo_usuario)) throw new HttpError(403, AUTH_MESSAGES.forbidden);
  };
}

/** The logged-in user of a request behind requireUser/requireRole (throws 401 otherwise). */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  return request.user;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('requireUser', requireUser);
  app.decorate('requireRole', requireRole);

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const session = await findSession(app.database, token, {
      idleDays: app.config.sessionIdleDays,
      cacheSeconds: app.config.sessionCacheSeconds,
    });
    if (!session) return;
    request.user = session.user;
    request.sessionId = session.id;
  });
}
