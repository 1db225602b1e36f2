// Queries of the profile views (visualizacoes): at most one row per candidate, clinic and day,
// the day being the São Paulo calendar day; the unique index also serves the counts.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { publishedCandidateSql } from '../candidate-records/candidate-access';

/** The calendar day of the platform (Brazil's official time). */
export const VIEW_DAY = sql`(now() at time zone 'America/Sao_Paulo')::date`;

export interface RegisteredView {
  /** The candidate exists and is published. */
  found: boolean;
  /** A row was added (the first view of this clinic today). */
  counted: boolean;
  /** The candidate's views, this one included. */
  total: number;
}

const PUBLISHED = sql.raw(publishedCandidateSql('c'));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Registers the clinic's view of a published candidate in one statement: inserted unless this
 * clinic already viewed the candidate today (ON CONFLICT DO NOTHING: two simultaneous requests
 * still count once). The count is read in the same snapshot, so the new row is added to it.
 */
export async function registerView(
  db: Executor,
  candidateId: number,
  clinicId: number,
): Promise<RegisteredView> {
  const result = await db.execute(sql`
    with candidate as (
      select usuario_id from candidatos c where usuario_id = ${candidateId} and ${PUBLISHED}
    ), inserted as (
      insert into visualizacoes (candidato_id, clinica_id, dia)
      select candidate.usuario_id, ${clinicId}, ${VIEW_DAY} from candidate
      where exists (select 1 from clinicas where usuario_id = ${clinicId})
      on conflict do nothing
      returning 1
    )
    select (select count(*) from candidate)::int as found,
      (select count(*) from inserted)::int as inserted,
      (select count(*) from visualizacoes where candidato_id = ${candidateId})::int as before`);
  const row = rowsOf<{ found: number; inserted: number; before: number }>(result)[0];
  const counted = Number(row?.inserted ?? 0) > 0;
  return {
    found: Number(row?.found ?? 0) > 0,
    counted,
    total: Number(row?.before ?? 0) + (counted ? 1 : 0),
  };
}

/** The candidate's view count, or null when there is no such candidate. */
export async function countViews(db: Executor, candidateId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select (select count(*) from visualizacoes v where v.candidato_id = c.usuario_id)::int as total
    from candidatos c where c.usuario_id = ${candidateId}`);
  const row = rowsOf<{ total: number }>(result)[0];
  return row ? Number(row.total) : null;
}
