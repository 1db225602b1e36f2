// Who may read a candidate's talent-bank data, in one place for every module (candidate-records,
// candidate-profile, files, views, candidate-search); the routes declare it through
// plugins/access-policy.ts (policy.readCandidate, policy.seeCandidateInQuery):
// - a candidate who has not published (with consent) does not exist for anyone but themself:
//   every read by someone else answers 404, as for an unknown id;
// - a published candidate is read by the candidate and by clinics; other candidates get 403;
// - without a session, 401 (before anything is looked up);
// - a clinic opens at most PROFILE_READS_PER_DAY distinct candidates a day (profile-reads.ts).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/executor';
import { candidatos } from '../../db/schema';
import { AUTH_MESSAGES, type AuthUser, authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { enforceDailyProfileReads } from './profile-reads';

export const ACCESS_MESSAGES = {
  candidateNotFound: 'Candidato não encontrado.',
} as const;

/**
 * The condition "others may see this candidate" in SQL, on `candidatos` under `alias`: published
 * and not suspended by an administrator (suspenso_em, a copy of usuarios.suspenso_em). Published
 * implies consent: the check constraint candidatos_published_consent_check (migration 0004) refuses
 * a published_at without a consent_at. The partial indexes of the list have exactly this predicate
 * (migration 0009), so every list and read that uses it keeps them.
 */
export const publishedCandidateSql = (alias: string): string =>
  `${alias}.published_at is not null and ${alias}.suspenso_em is null`;

/**
 * The clinics' candidate list: published, not suspended, and not out for an unanswered
 * 'Você ainda está disponível?' (indisponivel_em, modules/availability). The list's partial
 * indexes have exactly this predicate (migration 0015). A profile out of the list is still
 * readable by the clinics it applied to (publishedCandidateSql).
 */
export const listedCandidateSql = (alias: string): string =>
  `${publishedCandidateSql(alias)} and ${alias}.indisponivel_em is null`;

const isOwnCandidate = (user: AuthUser, candidateId: number) =>
  user.tipo_usuario === 'candidato' && user.id === candidateId;

/** Whether the candidate exists, is published and is not suspended (so visible to others). */
async function isPublished(db: Executor, candidateId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(candidatos)
    .where(
      and(
        eq(candidatos.usuario_id, candidateId),
        isNotNull(candidatos.published_at),
        isNull(candidatos.suspenso_em),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The read rule: the candidate themself, or any clinic when the candidate is published; 404 when the candidate is unknown or unpublished (for anyone but themself);
 * 403 for other candidates reading a published one.
 */
export async function assertCanReadCandidate(
  db: Executor,
  caller: AuthUser,
  candidateId: number,
): Promise<AuthUser> {
  if (isOwnCandidate(caller, candidateId)) return caller;
  if (!(await isPublished(db, candidateId)))
    throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
  if (caller.tipo_usuario !== 'clinica') throw new HttpError(403, AUTH_MESSAGES.forbidden);
  return caller;
}

/**
 * The read rule for a request that opens a candidate's data (profile, records, files), with the
 * clinic's daily limit of distinct candidates (429) once access is granted.
 */
export async function authorizeCandidateRead(
  request: FastifyRequest,
  reply: FastifyReply,
  candidateId: number,
): Promise<void> {
  const { db, config } = request.server;
  const caller = await assertCanReadCandidate(db, authUser(request), candidateId);
  if (caller.tipo_usuario === 'clinica')
    await enforceDailyProfileReads(db, request, reply, caller.id, candidateId, config.profileReadsPerDay);
}

/** The candidate's row (404 when there is none). */
export async function findCandidateOr404(db: Executor, candidateId: number) {
  const [row] = await db
    .select({ usuario_id: candidatos.usuario_id, tipo_profissao: candidatos.tipo_profissao })
    .from(candidatos)
    .where(eq(candidatos.usuario_id, candidateId))
    .limit(1);
  if (!row) throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
  return row;
}
