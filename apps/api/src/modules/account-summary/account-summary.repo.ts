// Queries of the personal summary of /home: one statement per account type.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { VIEW_DAY } from '../views/views.repo';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface CandidateSummaryRow {
  nome: string;
  tipo_profissao: string;
  publicado: boolean;
  semana: number;
  total: number;
}

/**
 * The candidate's name, profession, whether published, and the views of the last 7 days (today
 * and the 6 days before, São Paulo calendar) and of all time. Null without a candidate row.
 */
export async function candidateSummary(
  db: Executor,
  candidateId: number,
): Promise<CandidateSummaryRow | null> {
  const result = await db.execute(sql`
    select c.nome, c.tipo_profissao, c.published_at is not null as publicado,
      (select count(*) from visualizacoes v
        where v.candidato_id = c.usuario_id and v.dia > ${VIEW_DAY} - 7)::int as semana,
      (select count(*) from visualizacoes v where v.candidato_id = c.usuario_id)::int as total
    from candidatos c where c.usuario_id = ${candidateId}`);
  return rowsOf<CandidateSummaryRow>(result)[0] ?? null;
}

export interface ClinicSummaryRow {
  nome_fantasia: string;
  novas: number;
  abertas: number;
}

/**
 * The clinic's name, the applications to its postings still 'recebida' (nobody moved them in the
 * pipeline yet) and its open, unexpired postings. Null without a clinic row.
 */
export async function clinicSummary(db: Executor, clinicId: number): Promise<ClinicSummaryRow | null> {
  const result = await db.execute(sql`
    select cl.nome_fantasia,
      (select count(*) from candidaturas ca join vagas v on v.id = ca.vaga_id
        where v.clinica_id = cl.usuario_id and ca.status = 'recebida')::int as novas,
      (select count(*) from vagas v
        where v.clinica_id = cl.usuario_id and v.status = 'aberta' and v.expira_em > now())::int as abertas
    from clinicas cl where cl.usuario_id = ${clinicId}`);
  return rowsOf<ClinicSummaryRow>(result)[0] ?? null;
}
