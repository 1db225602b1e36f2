import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { candidatosSalvos } from '../../db/schema';
import { publishedCandidateSql } from '../candidate-records/candidate-access';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Saves the candidate for the clinic when the candidate is published; true when the candidate
 * is published (saved now or before), false when unknown or unpublished.
 */
export async function saveCandidate(db: Executor, clinicId: number, candidateId: number): Promise<boolean> {
  const [row] = rowsOf<{ published: boolean }>(
    await db.execute(sql`
      with candidate as (
        select c.usuario_id from candidatos c
        where c.usuario_id = ${candidateId} and ${sql.raw(publishedCandidateSql('c'))}
      ), saved as (
        insert into candidatos_salvos (clinica_id, candidato_id)
        select ${clinicId}, usuario_id from candidate
        on conflict do nothing
      )
      select exists (select 1 from candidate) as published`),
  );
  return Boolean(row?.published);
}

export async function unsaveCandidate(db: Executor, clinicId: number, candidateId: number): Promise<void> {
  await db
    .delete(candidatosSalvos)
    .where(and(eq(candidatosSalvos.clinica_id, clinicId), eq(candidatosSalvos.candidato_id, candidateId)));
}

/** The clinic's saved candidates (for its data export), oldest first. */
export async function savedByClinic(db: Executor, clinicId: number) {
  return rowsOf<{ candidato_id: number; nome: string; salvo_em: string }>(
    await db.execute(sql`
      select s.candidato_id, c.nome, s.created_at as salvo_em
      from candidatos_salvos s join candidatos c on c.usuario_id = s.candidato_id
      where s.clinica_id = ${clinicId}
      order by s.created_at, s.candidato_id`),
  );
}

/** Whether the clinic saved the candidate. */
export async function isSaved(db: Executor, clinicId: number, candidateId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(candidatosSalvos)
    .where(and(eq(candidatosSalvos.clinica_id, clinicId), eq(candidatosSalvos.candidato_id, candidateId)))
    .limit(1);
  return row !== undefined;
}
