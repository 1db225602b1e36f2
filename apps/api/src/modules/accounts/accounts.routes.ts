// Accounts: sign-up (POST /usuario_candidato/, /usuario_clinica/), login, the current user and
// logout. Each route answers under /api/v1 and at the spec's path (contract:
// packages/shared/src/contract/accounts.ts).
import { accountsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { AUTH_MESSAGES, authUser } from '../../plugins/auth';
import { MemoryCounterStore } from '../../plugins/counter-store';
import { HttpError } from '../../plugins/errors';
import { allowEmptyJsonBody } from '../../plugins/json-body';
import { clientIp, keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { mount } from '../../plugins/mount';
import { SharedCounterStore } from '../../plugins/shared-counters';
import { googleVerifierFor } from '../google-auth/google-auth.service';
import { revokeSession } from '../sessions/sessions.service';
import {
  currentUser,
  LOGIN_RATE_LIMIT_MESSAGE,
  LoginBlockedError,
  login,
  signupCandidate,
  signupClinic,
} from './accounts.service';
import { LoginThrottle } from './login-throttle';

export { LOGIN_RATE_LIMIT_MESSAGE };
export const SIGNUP_RATE_LIMIT_MESSAGE =
  'Muitos cadastros feitos a partir deste endereço. Aguarde e tente novamente mais tarde.';
/** SIGNUP_RATE_LIMIT_IP counts sign-ups per address in this window. */
const SIGNUP_WINDOW_MS = 60 * 60_000;

export const LOGOUT_MESSAGE = 'Sessão encerrada.';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  const { config } = app;
  const verifyGoogle = () => (config.googleClientId ? googleVerifierFor(config, app.log) : null);
  const { rateLimits } = config;
  // One count per client address for both sign-up routes.
  const signupPerIp = keyedRateLimit(app, {
    name: 'cadastro-ip',
    max: rateLimits.signupPerIp,
    windowMs: SIGNUP_WINDOW_MS,
    key: clientIp,
    message: SIGNUP_RATE_LIMIT_MESSAGE,
  });

  mount(
    app,
    ops.postUsuarioCandidato,
    { onRequest: [policy.anyone, signupPerIp] },
    async (request, reply) => {
      const record = await signupCandidate(app.db, request.body, verifyGoogle());
      return reply.code(201).send(record);
    },
  );

  mount(app, ops.postUsuarioClinica, { onRequest: [policy.anyone, signupPerIp] }, async (request, reply) => {
    const record = await signupClinic(app.db, request.body, verifyGoogle());
    return reply.code(201).send(record);
  });

  const perIp = keyedRateLimit(app, {
    name: 'login-ip',
    max: rateLimits.loginPerIp,
    windowMs: rateLimits.windowMs,
    key: clientIp,
    message: LOGIN_RATE_LIMIT_MESSAGE,
  });
  // Failures per account and address block; per account they slow down (login-throttle.ts).
  // In Redis for every process with REDIS_URL, else in this process's memory.
  const counters = app.redis ? new SharedCounterStore(app.redis, app.log) : new MemoryCounterStore();
  const throttle = new LoginThrottle(counters, {
    maxPerAccountAndIp: rateLimits.loginPerIdentifier,
    windowMs: rateLimits.windowMs,
    slowDownAfter: rateLimits.loginPerIdentifier,
  });

  mount(app, ops.postUsuariosLogin, { onRequest: [policy.anyone, perIp] }, async (request, reply) => {
    try {
      const token = await login(app.db, request.body, config.sessionDays, throttle, request.ip);
      return { access_token: token, token_type: 'bearer' as const };
    } catch (err) {
      if (err instanceof LoginBlockedError) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  });

  mount(app, ops.getUsuariosMe, { preHandler: policy.signedIn }, async (request) => {
    const me = await currentUser(app.db, authUser(request).id);
    if (!me) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
    return me;
  });

  mount(app, ops.postUsuariosLogout, { preHandler: policy.signedIn }, async (request) => {
    if (request.sessionId !== null) await revokeSession(app.db, request.sessionId);
    return { detail: LOGOUT_MESSAGE };
  });
};
