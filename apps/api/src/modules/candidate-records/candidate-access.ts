// Who may read and write a candidate's talent-bank data: only the candidate writes their own
// records and files; the candidate and any clinic read them; everyone else gets 403 (401 without
// a session). Shared by candidate-records, candidate-profile and files.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/executor';
import { candidatos } from '../../db/schema';
import { AUTH_MESSAGES, type AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';

export const ACCESS_MESSAGES = {
  ownDataOnly: 'Você só pode alterar os seus próprios dados.',
  candidateNotFound: 'Candidato não encontrado.',
} as const;

const requireSession = (user: AuthUser | null): AuthUser => {
  if (!user) throw new HttpError(401, AUTH_MESSAGES.unauthenticated);
  return user;
};

/** The candidate writing their own data (401 without a session, 403 for anyone else). */
export function assertOwnerCandidate(user: AuthUser | null, candidateId: number): AuthUser {
  const caller = requireSession(user);
  if (caller.tipo_usuario !== 'candidato' || caller.id !== candidateId)
    throw new HttpError(403, ACCESS_MESSAGES.ownDataOnly);
  return caller;
}

/** The candidate themself or any clinic (401 without a session, 403 for other candidates). */
export function assertCanReadCandidate(user: AuthUser | null, candidateId: number): AuthUser {
  const caller = requireSession(user);
  if (caller.tipo_usuario === 'clinica') return caller;
  if (caller.id === candidateId) return caller;
  throw new HttpError(403, AUTH_MESSAGES.forbidden);
}

/** The candidate's row (404 when there is none). */
export async function findCandidateOr404(db: Executor, candidateId: number) {
  const [row] = await db
    .select({ usuario_id: candidatos.usuario_id, tipo_profissao: candidatos.tipo_profissao })
    .from(candidatos)
    .where(eq(candidatos.usuario_id, candidateId))
    .limit(1);
  if (!row) throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound);
  return row;
}

/**
 * onRequest hook factory: 403 early when a candidate id in the path is not the caller's own
 * (before the body is validated). A value that is not an id is left to the params schema.
 */
export function ownCandidateInPath(param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = (request.params as Record<string, string | undefined>)[param];
    const id = Number(raw);
    if (raw === undefined || !Number.isSafeInteger(id)) return;
    assertOwnerCandidate(request.user, id);
  };
}

/** onRequest hook: 401 without a session, 403 unless a candidate (writes by row id). */
export async function candidateOnly(request: FastifyRequest): Promise<void> {
  const caller = requireSession(request.user);
  if (caller.tipo_usuario !== 'candidato') throw new HttpError(403, ACCESS_MESSAGES.ownDataOnly);
}

/** onRequest hook: 401 without a session. */
export async function sessionOnly(request: FastifyRequest): Promise<void> {
  requireSession(request.user);
}

/** onRequest hook: the candidate of the path, or any clinic (403 for other candidates). */
export function readerOfCandidateInPath(param: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = (request.params as Record<string, string | undefined>)[param];
    const id = Number(raw);
    const caller = requireSession(request.user);
    if (raw === undefined || !Number.isSafeInteger(id)) return;
    assertCanReadCandidate(caller, id);
  };
}
