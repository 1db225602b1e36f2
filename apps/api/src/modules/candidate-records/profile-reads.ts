// The clinics' daily limit of candidate profiles (against harvesting the talent bank): a clinic
// opens at most PROFILE_READS_PER_DAY distinct candidates per day; opening one it already opened
// today is free. The day is the platform's calendar day (São Paulo, as for the profile views), so
// the "tente novamente amanhã" of the answer means the clinic's tomorrow. Counted in the database
// (leituras_perfil), so every process of a scaled-out deployment shares it.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';

/** Today in the platform's calendar (Brazil's official time), the day of views.repo's VIEW_DAY. */
const TODAY = sql`(now() at time zone 'America/Sao_Paulo')::date`;

export const PROFILE_READS_MESSAGE = 'Limite diário de perfis consultados atingido. Tente novamente amanhã.';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ProfileRead {
  allowed: boolean;
  /** Seconds until the next day begins (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Records that the clinic opened the candidate today, unless that would make more than `limit`
 * distinct candidates. A read of a candidate already opened today is one indexed lookup; a new one
 * takes the clinic's row lock (so concurrent requests cannot overshoot the limit), drops the
 * clinic's rows of earlier days, counts today's and inserts.
 */
export async function recordProfileRead(
  db: AppDb,
  clinicId: number,
  candidateId: number,
  limit: number,
): Promise<ProfileRead> {
  const seen = rowsOf<{ seen: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from leituras_perfil
        where clinica_id = ${clinicId} and dia = ${TODAY} and candidato_id = ${candidateId}
      ) as seen`),
  )[0];
  if (seen?.seen) return { allowed: true, retryAfterSeconds: 0 };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from clinicas where usuario_id = ${clinicId} for no key update`);
    await tx.execute(sql`delete from leituras_perfil where clinica_id = ${clinicId} and dia < ${TODAY}`);
    const [row] = rowsOf<{ seen: boolean; inserted: number; retry: number }>(
      await tx.execute(sql`
        with today as (
          select count(*)::int as n, coalesce(bool_or(candidato_id = ${candidateId}), false) as seen
          from leituras_perfil where clinica_id = ${clinicId} and dia = ${TODAY}
        ), inserted as (
          insert into leituras_perfil (clinica_id, dia, candidato_id)
          select ${clinicId}, ${TODAY}, ${candidateId} from today
          where not today.seen and today.n < ${limit}
          on conflict do nothing
          returning 1
        )
        select today.seen, (select count(*) from inserted)::int as inserted,
          ceil(extract(epoch from ((${TODAY} + 1)::timestamp at time zone 'America/Sao_Paulo') - now()))::int as retry
        from today`),
    );
    return {
      allowed: Boolean(row?.seen) || Number(row?.inserted ?? 0) > 0,
      retryAfterSeconds: Math.max(1, Number(row?.retry ?? 1)),
    };
  });
}

/** 429 (with Retry-After) when the clinic has opened its daily number of candidates; logs it by ids only. */
export async function enforceDailyProfileReads(
  db: AppDb,
  request: FastifyRequest,
  reply: FastifyReply,
  clinicId: number,
  candidateId: number,
  limit: number,
): Promise<void> {
  const read = await recordProfileRead(db, clinicId, candidateId, limit);
  if (read.allowed) return;
  request.log.warn(
    { clinica_id: clinicId, candidato_id: candidateId, limite: limit },
    'clinic reached its daily limit of candidate profiles',
  );
  reply.header('retry-after', String(read.retryAfterSeconds));
  throw new HttpError(429, PROFILE_READS_MESSAGE);
}
