// Queries of the back office's accounts: the searchable list, one account with its records,
// postings, applications and views, and the flags an administrator sets (suspension, verified).
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { candidatos, clinicas, usuarios } from '../../db/schema';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface UsuarioRow {
  id: number;
  tipo_usuario: 'candidato' | 'clinica' | 'admin';
  email: string;
  nome: string | null;
  created_at: Date | string;
  suspenso_em: Date | string | null;
  motivo_suspensao: string | null;
  published_at: Date | string | null;
  verificada_em: Date | string | null;
}

const USUARIO_COLUMNS = sql`u.id, u.tipo_usuario, u.email, coalesce(c.nome, cl.nome_fantasia, a.nome) as nome,
  u.created_at, u.suspenso_em, u.motivo_suspensao, c.published_at, cl.verificada_em`;
const USUARIO_FROM = sql`usuarios u
  left join candidatos c on c.usuario_id = u.id
  left join clinicas cl on cl.usuario_id = u.id
  left join administradores a on a.usuario_id = u.id`;

/** `%text%` for ILIKE, its own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface UsuarioFilter {
  tipo?: 'candidato' | 'clinica' | 'admin' | undefined;
  q?: string | undefined;
}

function filterSql(filter: UsuarioFilter) {
  const parts = [sql`true`];
  if (filter.tipo) parts.push(sql`u.tipo_usuario = ${filter.tipo}`);
  if (filter.q) {
    const like = containing(filter.q);
    parts.push(
      sql`(u.email ilike ${like} or c.nome ilike ${like} or cl.nome_fantasia ilike ${like} or a.nome ilike ${like})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** One page of accounts, newest first, and the total: two queries. */
export async function findUsuarioPage(db: Executor, filter: UsuarioFilter, limit: number, offset: number) {
  const where = filterSql(filter);
  const [rows, counted] = await Promise.all([
    db.execute(sql`select ${USUARIO_COLUMNS} from ${USUARIO_FROM} where ${where}
      order by u.created_at desc, u.id desc limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from ${USUARIO_FROM} where ${where}`),
  ]);
  return { rows: rowsOf<UsuarioRow>(rows), total: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
}

export async function findUsuario(db: Executor, id: number): Promise<UsuarioRow | null> {
  const result = await db.execute(sql`select ${USUARIO_COLUMNS} from ${USUARIO_FROM} where u.id = ${id}`);
  return rowsOf<UsuarioRow>(result)[0] ?? null;
}

/** The rest of one account's page: the candidate's records, the clinic's postings, applications, views. */
export async function findUsuarioExtras(db: Executor, id: number) {
  const [candidate, clinic, records, postings, applications, views] = await Promise.all([
    db.execute(sql`select nome, cpf, telefone, tipo_profissao, published_at, lista_estado as estado,
      lista_cidade as cidade from candidatos where usuario_id = ${id}`),
    db.execute(
      sql`select nome_fantasia, cnpj, telefone, verificada_em from clinicas where usuario_id = ${id}`,
    ),
    db.execute(sql`select
      coalesce((select jsonb_agg(to_jsonb(f) - 'usuario_candidato_id' order by f.id) from formacoes f
        where f.usuario_candidato_id = ${id}), '[]'::jsonb) as formacoes,
      coalesce((select jsonb_agg(to_jsonb(e) - 'usuario_candidato_id' order by e.id) from experiencias e
        where e.usuario_candidato_id = ${id}), '[]'::jsonb) as experiencias`),
    db.execute(sql`select v.id, v.titulo, v.status, v.publicada_em, v.expira_em,
      (select count(*)::int from candidaturas a where a.vaga_id = v.id) as candidaturas
      from vagas v where v.clinica_id = ${id} order by v.publicada_em desc, v.id desc`),
    db.execute(sql`select a.id, a.status, a.recebida_em, v.id as vaga_id, v.titulo, c.nome_fantasia
      from candidaturas a join vagas v on v.id = a.vaga_id join clinicas c on c.usuario_id = v.clinica_id
      where a.candidato_id = ${id} order by a.recebida_em desc, a.id desc`),
    db.execute(sql`select
      (select count(*)::int from visualizacoes where candidato_id = ${id}) as recebidas,
      (select count(*)::int from visualizacoes where clinica_id = ${id}) as feitas`),
  ]);
  return {
    candidate: rowsOf<Record<string, unknown>>(candidate)[0] ?? null,
    clinic: rowsOf<Record<string, unknown>>(clinic)[0] ?? null,
    records: rowsOf<{ formacoes: unknown; experiencias: unknown }>(records)[0],
    postings: rowsOf<Record<string, unknown>>(postings),
    applications: rowsOf<Record<string, unknown>>(applications),
    views: rowsOf<{ recebidas: number; feitas: number }>(views)[0],
  };
}

/**
 * Suspends (a date) or reactivates (null) the account, and keeps the copies the public lists read
 * (candidatos.suspenso_em, clinicas.suspenso_em) equal to it, in the caller's transaction.
 */
export async function setSuspension(tx: Executor, id: number, at: Date | null, motivo: string | null) {
  await tx.update(usuarios).set({ suspenso_em: at, motivo_suspensao: motivo }).where(eq(usuarios.id, id));
  await tx.update(candidatos).set({ suspenso_em: at }).where(eq(candidatos.usuario_id, id));
  await tx.update(clinicas).set({ suspenso_em: at }).where(eq(clinicas.usuario_id, id));
}

export async function setVerified(tx: Executor, clinicId: number, at: Date | null): Promise<void> {
  await tx.update(clinicas).set({ verificada_em: at }).where(eq(clinicas.usuario_id, clinicId));
}
