// Accounts: sign-up (POST /usuario_candidato/, /usuario_clinica/), login, the current user and
// logout. Registered without a prefix: each route answers under /api/v1 and at the spec's path.
import {
  candidateSignupSchema,
  clinicSignupSchema,
  createdCandidateSchema,
  createdClinicSchema,
  currentUserSchema,
  detailAnswerSchema,
  loginSchema,
  tokenAnswerSchema,
} from '@app/shared';
import { strongPassword } from '@app/shared/password-strength';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { AUTH_MESSAGES, authUser } from '../../plugins/auth';
import { MemoryCounterStore } from '../../plugins/counter-store';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { allowEmptyJsonBody } from '../../plugins/json-body';
import { clientIp, keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { specPaths } from '../../plugins/route-paths';
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

// New passwords must not be easy to guess, the account's own data included (password-strength).
const candidateSignupBody = candidateSignupSchema.superRefine(
  strongPassword('senha', (v: { email: string; nome: string; cpf: string }) => [v.email, v.nome, v.cpf]),
);
const clinicSignupBody = clinicSignupSchema.superRefine(
  strongPassword('senha', (v: { email: string; nome_fantasia: string; cnpj: string }) => [
    v.email,
    v.nome_fantasia,
    v.cnpj,
  ]),
);
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

  for (const { url, hide } of specPaths('/usuario_candidato')) {
    app.post(
      url,
      {
        onRequest: [policy.anyone, signupPerIp],
        schema: {
          hide,
          tags: ['contas'],
          summary: 'Cadastra um candidato (usuário e candidato numa transação).',
          body: candidateSignupBody,
          response: {
            201: createdCandidateSchema,
            409: errorSchema,
            422: validationErrorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const record = await signupCandidate(app.db, request.body, verifyGoogle());
        return reply.code(201).send(record);
      },
    );
  }

  for (const { url, hide } of specPaths('/usuario_clinica')) {
    app.post(
      url,
      {
        onRequest: [policy.anyone, signupPerIp],
        schema: {
          hide,
          tags: ['contas'],
          summary: 'Cadastra uma clínica (usuário e clínica numa transação).',
          body: clinicSignupBody,
          response: {
            201: createdClinicSchema,
            409: errorSchema,
            422: validationErrorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const record = await signupClinic(app.db, request.body, verifyGoogle());
        return reply.code(201).send(record);
      },
    );
  }

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

  for (const { url, hide } of specPaths('/usuarios/login')) {
    app.post(
      url,
      {
        onRequest: [policy.anyone, perIp],
        schema: {
          hide,
          tags: ['contas'],
          summary: 'Login por e-mail ou CPF (com ou sem máscara) e senha; abre uma sessão.',
          body: loginSchema,
          response: {
            200: tokenAnswerSchema,
            401: errorSchema,
            403: errorSchema,
            422: validationErrorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => {
        try {
          const token = await login(app.db, request.body, config.sessionDays, throttle, request.ip);
          return { access_token: token, token_type: 'bearer' as const };
        } catch (err) {
          if (err instanceof LoginBlockedError) reply.header('retry-after', String(err.retryAfterSeconds));
          throw err;
        }
      },
    );
  }

  for (const { url, hide } of specPaths('/usuarios/me')) {
    app.get(
      url,
      {
        preHandler: policy.signedIn,
        schema: {
          hide,
          tags: ['contas'],
          summary: 'O usuário da sessão.',
          security: [{ bearerAuth: [] }],
          response: { 200: currentUserSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const me = await currentUser(app.db, authUser(request).id);
        if (!me) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
        return me;
      },
    );
  }

  for (const { url, hide } of specPaths('/usuarios/logout')) {
    app.post(
      url,
      {
        preHandler: policy.signedIn,
        schema: {
          hide,
          tags: ['contas'],
          summary: 'Encerra a sessão do token enviado.',
          security: [{ bearerAuth: [] }],
          response: { 200: detailAnswerSchema, 401: errorSchema },
        },
      },
      async (request) => {
        if (request.sessionId !== null) await revokeSession(app.db, request.sessionId);
        return { detail: LOGOUT_MESSAGE };
      },
    );
  }
};
