// Queries of the job alerts. Matching a posting against an alert is the public list's own filter
// (job-postings.repo findAlertMatches); here only who gets what.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { alertas } from '../../db/schema';
import type { AppDb } from '../../plugins/db';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface AlertValues {
  tipos_profissao: string[];
  estados: string[];
  cidade: string | null;
  q: string | null;
  frequencia: 'imediata' | 'diaria';
}

/**
 * The new alert's id, or null when the candidate already has `max`. The candidate's row is locked
 * for the count and the insert, so two requests at once cannot pass the limit.
 */
export function insertAlert(
  db: AppDb,
  candidateId: number,
  values: AlertValues,
  max: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from candidatos where usuario_id = ${candidateId} for update`);
    if ((await countAlerts(tx, candidateId)) >= max) return null;
    const [row] = await tx
      .insert(alertas)
      .values({ candidato_id: candidateId, ...values })
      .returning({ id: alertas.id });
    return row ? row.id : null;
  });
}

export async function countAlerts(db: Executor, candidateId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alertas).where(eq(alertas.candidato_id, candidateId));
  return Number(row?.n ?? 0);
}

export function listAlerts(db: Executor, candidateId: number) {
  return db
    .select()
    .from(alertas)
    .where(eq(alertas.candidato_id, candidateId))
    .orderBy(asc(alertas.criado_em), asc(alertas.id));
}

/** Deletes the alert when `candidateId` owns it (any owner when null); whether one was deleted. */
export async function deleteAlert(db: Executor, id: number, candidateId: number | null): Promise<boolean> {
  const rows = await db
    .delete(alertas)
    .where(
      candidateId === null
        ? eq(alertas.id, id)
        : and(eq(alertas.id, id), eq(alertas.candidato_id, candidateId)),
    )
    .returning({ id: alertas.id });
  return rows.length > 0;
}

export interface DueAlertRow extends AlertValues {
  id: number;
  email: string;
  nome: string;
  ultimo_envio_em: Date | string;
}

/** Alerts of active accounts (not suspended; a deleted account's alerts are gone with it). */
const ACTIVE_OWNER = sql`join usuarios u on u.id = a.candidato_id and u.suspenso_em is null
  join candidatos c on c.usuario_id = a.candidato_id`;

/**
 * The 'imediata' alerts that may match a posting of this profession and state (a coarse first cut
 * on the alert's lists; the exact match is the public list's filter).
 */
export async function immediateCandidates(
  db: Executor,
  profissao: string,
  estado: string,
): Promise<DueAlertRow[]> {
  const result = await db.execute(sql`
    select a.id, a.tipos_profissao, a.estados, a.cidade, a.q, a.frequencia, a.ultimo_envio_em, u.email, c.nome
    from alertas a ${ACTIVE_OWNER}
    where a.frequencia = 'imediata'
      and (cardinality(a.tipos_profissao) = 0 or ${profissao} = any(a.tipos_profissao))
      and (cardinality(a.estados) = 0 or ${estado} = any(a.estados))
    order by a.id`);
  return rowsOf<DueAlertRow>(result);
}

/** The 'diaria' alerts of active accounts, from id `afterId` on, `limit` at a time. */
export async function dailyAlerts(db: Executor, afterId: number, limit: number): Promise<DueAlertRow[]> {
  const result = await db.execute(sql`
    select a.id, a.tipos_profissao, a.estados, a.cidade, a.q, a.frequencia, a.ultimo_envio_em, u.email, c.nome
    from alertas a ${ACTIVE_OWNER}
    where a.frequencia = 'diaria' and a.id > ${afterId}
    order by a.id limit ${limit}`);
  return rowsOf<DueAlertRow>(result);
}

/** Moves the digest's mark from `from` to `to`; false when another run moved it first. */
export async function claimDigest(db: Executor, id: number, from: Date, to: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update alertas set ultimo_envio_em = ${to.toISOString()}::timestamptz
    where id = ${id} and date_trunc('milliseconds', ultimo_envio_em) = ${from.toISOString()}::timestamptz
    returning id`);
  return rowsOf(result).length > 0;
}
