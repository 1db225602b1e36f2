// Who may call which route: every route declares it with one of these hooks, and the handlers and
// services behind it trust the declaration (they take the caller as a non-null AuthUser).
//
//   onRequest: policy.anyone                    public (sign-up, login, open postings, signed links)
//   onRequest: policy.signedIn                  any session (401 without one)
//   onRequest: policy.clinic | policy.candidate  an account of that type (403 for the other one)
//   onRequest: policy.clinicData | policy.candidateData
//                                                the session's own data of that account type (403
//                                                "only your own data" for the other one)
//   onRequest: policy.ownCandidate('id')         the candidate whose id is in the path
//   onRequest: policy.ownClinic('id') | policy.readOwnClinic('id')
//                                                the clinic whose id is in the path writes | reads
//   onRequest: policy.ownAccount('candidato', 'id')  the account in the path (its deletion)
//   onRequest: policy.ownPhoto('tipo', 'usuarioId')  the account of a photo's path
//   onRequest: policy.readCandidate('id')        the candidate read rule, with a clinic's daily limit
//   onRequest: policy.readPhoto('tipo', 'usuarioId') a candidate's photo like their data; a clinic's
//                                                by anyone signed in
//   preHandler: policy.seeCandidateInQuery('candidato_id')  the candidate read rule, without the limit
//   onRequest: policy.admin                      an administrator; 404 for everyone else, visitors
//                                                included (the back office does not exist for them)
//
// Every hook but `anyone` and `admin` answers 401 without a session before anything else (even before the body
// or the query is validated when it runs onRequest). The rules that depend on stored data beyond the
// path (a posting or an application owned by the caller, a record row owned by the candidate)
// live in the module that loads the row (job-postings/job-postings.policy.ts, the services) and speak the same
// messages.

import { idParam } from '@app/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TipoUsuario } from '../db/schema';
import { AUTH_MESSAGES, type AuthUser, authUser } from './auth';
import { HttpError, MESSAGES } from './errors';

/**
 * The candidate read rule, which reads stored data (modules/candidate-records/candidate-access.ts
 * implements it; app.ts hands it over as app.candidateReads, so that this plugin depends on no
 * module).
 */
export interface CandidateReadRule {
  /** 404/403 unless the caller may read the candidate (no daily limit counted). */
  assertCanRead(request: FastifyRequest, caller: AuthUser, candidateId: number): Promise<unknown>;
  /** The same rule for a request that opens the candidate's data, counting a clinic's daily limit (429). */
  authorize(request: FastifyRequest, reply: FastifyReply, candidateId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    candidateReads: CandidateReadRule;
  }
}

/** A hook that works on any route (onRequest or preHandler), whatever its schema types. */
export type AccessHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

type Rule = (user: AuthUser, request: FastifyRequest) => boolean;

/** The hooks that need a session (the OpenAPI document marks their routes with bearerAuth). */
const SESSION_HOOKS = new WeakSet<AccessHook>();
const needsSession = (hook: AccessHook): AccessHook => {
  SESSION_HOOKS.add(hook);
  return hook;
};

/** How a route's hooks treat the session: required, optional (policy.anyone) or not at all. */
export function sessionUse(hooks: readonly unknown[]): 'required' | 'optional' | 'none' {
  if (hooks.some((hook) => SESSION_HOOKS.has(hook as AccessHook))) return 'required';
  return hooks.includes(policy.anyone) ? 'optional' : 'none';
}

/** 401 without a session; 403 with `denied` unless `rule` holds for the caller. */
function allow(rule: Rule, denied: string = AUTH_MESSAGES.forbidden): AccessHook {
  return needsSession(async (request) => {
    if (!rule(authUser(request), request)) throw new HttpError(403, denied);
  });
}

const raw = (source: unknown, name: string): string | undefined =>
  (source as Record<string, string | undefined> | undefined)?.[name];

const isType =
  (tipo: TipoUsuario): Rule =>
  (user) =>
    user.tipo_usuario === tipo;

/** The caller is the account of type `tipo` whose id is exactly the path's `param` (a value that is not an id is nobody's). */
const isAccountInPath =
  (tipo: TipoUsuario, param: string): Rule =>
  (user, request) =>
    user.tipo_usuario === tipo && String(user.id) === raw(request.params, param);

/** The candidate id of `name` in `source`, or null when it is not one (left to the route's schema). */
function idIn(source: unknown, name: string): number | null {
  const parsed = idParam.safeParse(raw(source, name));
  return parsed.success ? parsed.data : null;
}

/**
 * The candidate read rule (candidate-access.ts): the candidate themself, clinics once the candidate
 * has published (404 for everyone else while unpublished, 403 for other candidates), and a clinic
 * opens at most PROFILE_READS_PER_DAY distinct candidates a day (429).
 */
function readCandidate(param: string): AccessHook {
  return needsSession(async (request, reply) => {
    authUser(request);
    const id = idIn(request.params, param);
    if (id !== null) await request.server.candidateReads.authorize(request, reply, id);
  });
}

export const policy = {
  /** Public: anyone, with or without a session (the answer may still depend on who asks). */
  anyone: (async () => {}) as AccessHook,
  signedIn: allow(() => true),
  clinic: allow(isType('clinica')),
  candidate: allow(isType('candidato')),
  /** Writing the session's own clinic data. */
  clinicData: allow(isType('clinica'), AUTH_MESSAGES.ownDataOnly),
  /** Writing the session's own candidate data. */
  candidateData: allow(isType('candidato'), AUTH_MESSAGES.ownDataOnly),

  /** The candidate of the path's `param` writes their own data; a value that is not an id is left to the schema. */
  ownCandidate: (param: string): AccessHook =>
    allow((user, request) => {
      const value = raw(request.params, param);
      const id = Number(value);
      if (value === undefined || !Number.isSafeInteger(id)) return user.tipo_usuario === 'candidato';
      return user.tipo_usuario === 'candidato' && user.id === id;
    }, AUTH_MESSAGES.ownDataOnly),

  /** The clinic of the path's `param` writes its data, whether the id exists or not (no probing ids). */
  ownClinic: (param: string): AccessHook =>
    allow(isAccountInPath('clinica', param), AUTH_MESSAGES.ownDataOnly),

  /** The clinic of the path's `param` reads its data (registration data and equipment are not public). */
  readOwnClinic: (param: string): AccessHook => allow(isAccountInPath('clinica', param)),

  /** The owner of the account in the path (401, else 403 for anyone else whatever the id). */
  ownAccount: (tipo: TipoUsuario, param: string): AccessHook =>
    allow(isAccountInPath(tipo, param), AUTH_MESSAGES.ownAccountOnly),

  /** The account of a photo path (`tipoParam` = candidato | clinica, `idParam`). */
  ownPhoto: (tipoParam: string, idParamName: string): AccessHook =>
    allow(
      (user, request) =>
        user.tipo_usuario === raw(request.params, tipoParam) &&
        String(user.id) === raw(request.params, idParamName),
      AUTH_MESSAGES.ownDataOnly,
    ),

  readCandidate,

  /** A candidate's photo is read like the rest of their data; a clinic's by anyone signed in. */
  readPhoto: (tipoParam: string, idParamName: string): AccessHook => {
    const candidatePhoto = readCandidate(idParamName);
    return needsSession(async (request, reply) => {
      authUser(request);
      if (raw(request.params, tipoParam) === 'candidato') await candidatePhoto(request, reply);
    });
  },

  /** The candidate read rule for the candidate id of the query's `name` (run after validation). */
  seeCandidateInQuery: (name: string): AccessHook =>
    needsSession(async (request) => {
      const user = authUser(request);
      const id = idIn(request.query, name);
      if (id !== null) await request.server.candidateReads.assertCanRead(request, user, id);
    }),

  /** The back office (/api/v1/admin/*): administrators only; 404 for anyone else, with or without a session. */
  admin: needsSession(async (request) => {
    if (request.user?.tipo_usuario !== 'admin') throw new HttpError(404, MESSAGES.notFound);
  }),

  /** Any of these account types (403 "no permission" for the others). */
  role: (...tipos: TipoUsuario[]): AccessHook => allow((user) => tipos.includes(user.tipo_usuario)),
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** policy.signedIn, for code that holds only the app (test routes, plugins). */
    requireUser: AccessHook;
    /** policy.role(...), for code that holds only the app. */
    requireRole: (...tipos: TipoUsuario[]) => AccessHook;
  }
}

/** Puts the policy's two generic rules on the app, for code that has no import of this module at hand. */
export function registerAccessPolicy(app: FastifyInstance): void {
  app.decorate('requireUser', policy.signedIn);
  app.decorate('requireRole', policy.role);
}
