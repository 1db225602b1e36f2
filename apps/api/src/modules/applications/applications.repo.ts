// Queries of the applications. The clinic's applicant list is one query per page (the total
// comes from the same statement), with the match of each applicant computed in SQL by the formula
// of packages/shared/src/job-posting-match.ts, so that ordering by match spans every page.
import { MATCH_WEIGHTS } from '@app/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { candidatos, candidaturas, clinicas, usuarios, vagas } from '../../db/schema';
import { publishedCandidateSql } from '../candidate-records/candidate-access';
import { textArray } from '../candidate-search/candidate-search.repo';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The posting with what applying, the e-mails and the match need; null when it does not exist. */
export async function findVaga(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: vagas.id,
      clinica_id: vagas.clinica_id,
      status: vagas.status,
      expira_em: vagas.expira_em,
      titulo: vagas.titulo,
      tipo_profissao: vagas.tipo_profissao,
      estado: vagas.estado,
      cidade: vagas.cidade,
      equipamentos: vagas.equipamentos,
      softwares: vagas.softwares,
      clinica_email: usuarios.email,
      clinica_nome: clinicas.nome_fantasia,
    })
    .from(vagas)
    .innerJoin(usuarios, eq(usuarios.id, vagas.clinica_id))
    .leftJoin(clinicas, eq(clinicas.usuario_id, vagas.clinica_id))
    // A suspended clinic's postings do not exist for candidates.
    .where(and(eq(vagas.id, id), isNull(usuarios.suspenso_em)))
    .limit(1);
  return row ?? null;
}
export type ApplyVaga = NonNullable<Awaited<ReturnType<typeof findVaga>>>;

export async function findCandidate(db: Executor, id: number) {
  const [row] = await db
    .select({ nome: candidatos.nome, published_at: candidatos.published_at })
    .from(candidatos)
    .where(eq(candidatos.usuario_id, id))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(db: Executor, vagaId: number, candidateId: number, mensagem: string) {
  const [row] = await db
    .insert(candidaturas)
    .values({ vaga_id: vagaId, candidato_id: candidateId, mensagem })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The status of the candidate's application to the posting, or null when there is none. */
export async function findStatusOf(db: Executor, vagaId: number, candidateId: number) {
  const [row] = await db
    .select({ status: candidaturas.status })
    .from(candidaturas)
    .where(and(eq(candidaturas.vaga_id, vagaId), eq(candidaturas.candidato_id, candidateId)))
    .limit(1);
  return row?.status ?? null;
}

/** The application with its posting's clinic and title and its candidate's e-mail. */
export async function findForMove(db: Executor, id: number) {
  const [row] = await db
    .select({
      application: candidaturas,
      clinica_id: vagas.clinica_id,
      titulo: vagas.titulo,
      nome_fantasia: clinicas.nome_fantasia,
      candidato_email: usuarios.email,
      candidato_nome: candidatos.nome,
    })
    .from(candidaturas)
    .innerJoin(vagas, eq(vagas.id, candidaturas.vaga_id))
    .innerJoin(clinicas, eq(clinicas.usuario_id, vagas.clinica_id))
    .innerJoin(candidatos, eq(candidatos.usuario_id, candidaturas.candidato_id))
    .innerJoin(usuarios, eq(usuarios.id, candidaturas.candidato_id))
    .where(eq(candidaturas.id, id))
    .limit(1);
  return row ?? null;
}

const STATUS_COLUMNS = {
  recebida: candidaturas.recebida_em,
  em_analise: candidaturas.em_analise_em,
  entrevista: candidaturas.entrevista_em,
  contratada: candidaturas.contratada_em,
  nao_selecionada: candidaturas.nao_selecionada_em,
  retirada: candidaturas.retirada_em,
} as const;
export type Status = keyof typeof STATUS_COLUMNS;

/** Moves the application if it is still in `from` (a concurrent move wins); the new row or null. */
export async function moveApplication(db: Executor, id: number, from: Status, to: Status) {
  const [row] = await db
    .update(candidaturas)
    .set({ status: to, [STATUS_COLUMNS[to].name]: new Date() })
    .where(and(eq(candidaturas.id, id), eq(candidaturas.status, from)))
    .returning();
  return row ?? null;
}

export interface ApplicantRow {
  total: number;
  id: number | null;
  status: Status;
  mensagem: string;
  candidato_id: number;
  nome: string;
  tipo_profissao: string;
  estado: string | null;
  cidade: string | null;
  foto_key: string | null;
  deseja_atuar_fora: boolean;
  termos: string[];
  pontuacao: number;
  recebida_em: Date | string;
  em_analise_em: Date | string | null;
  entrevista_em: Date | string | null;
  contratada_em: Date | string | null;
  nao_selecionada_em: Date | string | null;
  retirada_em: Date | string | null;
}

/** One page of the posting's applicants with their match and the total (a single row with a null id when the page is empty). */
export async function findApplicantsPage(
  db: Executor,
  vaga: Pick<ApplyVaga, 'id' | 'tipo_profissao' | 'estado' | 'cidade' | 'equipamentos' | 'softwares'>,
  opts: { statuses: string[]; byMatch: boolean; limit: number; offset: number },
): Promise<ApplicantRow[]> {
  const { profession, tools, location } = MATCH_WEIGHTS;
  const statusFilter =
    opts.statuses.length > 0 ? sql`and a.status = any(${textArray(opts.statuses)}::text[])` : sql``;
  // Withdrawn applications carry no match for the clinic (the service leaves it out): they come last.
  const order = opts.byMatch
    ? sql`order by status = 'retirada', pontuacao desc, recebida_em desc, id desc`
    : sql`order by recebida_em desc, id desc`;
  const sameState = sql`upper(coalesce(c.lista_estado, '')) = ${vaga.estado.toUpperCase()}`;
  const sameCity = sql`lower(btrim(coalesce(c.lista_cidade, ''))) = lower(btrim(${vaga.cidade}))`;
  const result = await db.execute(sql`
    with req as (
      select coalesce(array_agg(distinct lower(btrim(x))), '{}'::text[]) as terms
      from unnest(${textArray([...vaga.equipamentos, ...vaga.softwares])}::text[]) as x
      where btrim(x) <> ''
    ), f as (
      select a.id, a.status, a.mensagem, a.recebida_em, a.em_analise_em, a.entrevista_em,
        a.contratada_em, a.nao_selecionada_em, a.retirada_em, c.usuario_id as candidato_id, c.nome,
        c.tipo_profissao, c.lista_estado as estado, c.lista_cidade as cidade, c.lista_foto_key as foto_key,
        coalesce(e.deseja_atuar_fora, false) as deseja_atuar_fora, c.equipamentos_busca as termos,
        round(
          (case when c.tipo_profissao = ${vaga.tipo_profissao} then ${profession} else 0 end)
          + (case when cardinality(req.terms) = 0 then ${tools}::numeric
              else ${tools}::numeric * cardinality(array(select unnest(req.terms) intersect select unnest(c.equipamentos_busca)))
                / cardinality(req.terms) end)
          + (case when (${sameState} and ${sameCity}) or coalesce(e.deseja_atuar_fora, false) then ${location}::numeric
              when ${sameState} then ${location}::numeric / 2 else 0 end)
        )::int as pontuacao
      from candidaturas a
      join candidatos c on c.usuario_id = a.candidato_id and ${sql.raw(publishedCandidateSql('c'))}
      left join enderecos_candidato e on e.usuario_candidato_id = a.candidato_id
      cross join req
      where a.vaga_id = ${vaga.id} ${statusFilter}
    )
    select t.total, p.* from (select count(*)::int as total from f) as t
    left join lateral (select * from f ${order} limit ${opts.limit} offset ${opts.offset}) as p on true`);
  return rowsOf<ApplicantRow>(result);
}

export interface MyApplicationRow {
  total: number;
  id: number | null;
  status: Status;
  mensagem: string;
  recebida_em: Date | string;
  em_analise_em: Date | string | null;
  entrevista_em: Date | string | null;
  contratada_em: Date | string | null;
  nao_selecionada_em: Date | string | null;
  retirada_em: Date | string | null;
  vaga_id: number;
  titulo: string;
  tipo_profissao: string;
  cidade: string;
  estado: string;
  tipo_contrato: string;
  jornada: string;
  vaga_status: 'aberta' | 'encerrada';
  expirada: boolean;
  publicada_em: Date | string;
  expira_em: Date | string;
  clinica_id: number;
  nome_fantasia: string;
  foto_key: string | null;
}

/** One page of the candidate's applications with each posting's summary, and the total. */
export async function findMinePage(db: Executor, candidateId: number, limit: number, offset: number) {
  const result = await db.execute(sql`
    with f as (select * from candidaturas where candidato_id = ${candidateId})
    select t.total, p.* from (select count(*)::int as total from f) as t
    left join lateral (
      select a.id, a.status, a.mensagem, a.recebida_em, a.em_analise_em, a.entrevista_em, a.contratada_em,
        a.nao_selecionada_em, a.retirada_em, v.id as vaga_id, v.titulo, v.tipo_profissao, v.cidade, v.estado,
        v.tipo_contrato, v.jornada, v.status as vaga_status, v.expira_em <= now() as expirada,
        v.publicada_em, v.expira_em, v.clinica_id, c.nome_fantasia,
        (select k.storage_key from arquivos k where k.usuario_id = v.clinica_id and k.kind = 'photo'
          order by k.created_at desc, k.id desc limit 1) as foto_key
      from f a join vagas v on v.id = a.vaga_id join clinicas c on c.usuario_id = v.clinica_id
      order by a.recebida_em desc, a.id desc limit ${limit} offset ${offset}
    ) as p on true`);
  return rowsOf<MyApplicationRow>(result);
}

/** The date column of each status ('recebida_em' …). */
export const statusColumnOf = (status: Status) => STATUS_COLUMNS[status].name as `${Status}_em`;

/**
 * Undoes the clinic's move to `from` made at `movedAt` (its date column holds exactly that time):
 * back to `to`, the date of `from` cleared. Null when the application moved meanwhile.
 */
export async function undoMove(db: Executor, id: number, from: Status, to: Status, movedAt: Date) {
  const column = STATUS_COLUMNS[from];
  const [row] = await db
    .update(candidaturas)
    .set({ status: to, [column.name]: null })
    .where(and(eq(candidaturas.id, id), eq(candidaturas.status, from), eq(column, movedAt)))
    .returning();
  return row ?? null;
}

/**
 * The candidates still in the posting's process (received, in analysis or interview: not
 * withdrawn, not decided, not suspended) with what their e-mail needs.
 */
export async function findInProcess(db: Executor, vagaId: number) {
  return db
    .select({ email: usuarios.email, titulo: vagas.titulo, clinica: clinicas.nome_fantasia })
    .from(candidaturas)
    .innerJoin(vagas, eq(vagas.id, candidaturas.vaga_id))
    .innerJoin(clinicas, eq(clinicas.usuario_id, vagas.clinica_id))
    .innerJoin(usuarios, eq(usuarios.id, candidaturas.candidato_id))
    .where(
      and(
        eq(candidaturas.vaga_id, vagaId),
        inArray(candidaturas.status, ['recebida', 'em_analise', 'entrevista']),
        isNull(usuarios.suspenso_em),
      ),
    );
}
