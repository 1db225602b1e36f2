// Queries of the account's life cycle: its deletion (every row goes with the usuarios row, by the
// ON DELETE CASCADE of every foreign key) and the export of everything held about it.
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import {
  arquivos,
  candidatos,
  candidaturas,
  clinicas,
  infosClinica,
  redefinicoesSenha,
  sessoes,
  type TipoUsuario,
  usuarios,
  vagas,
  visualizacoes,
} from '../../db/schema';

/** Locks the user's row until the transaction ends (uploads wait, then find no user). */
export async function lockUser(db: Executor, userId: number): Promise<{ tipo_usuario: TipoUsuario } | null> {
  const [row] = await db
    .select({ tipo_usuario: usuarios.tipo_usuario })
    .from(usuarios)
    .where(eq(usuarios.id, userId))
    .for('update');
  return row ?? null;
}

/** Deletes the user's file rows; returns their storage keys (the bytes are removed after commit). */
export async function deleteFileRows(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .delete(arquivos)
    .where(eq(arquivos.usuario_id, userId))
    .returning({ key: arquivos.storage_key });
  return rows.map((row) => row.key);
}

/** Deletes the user; candidatos/clinicas, records, views, sessions and resets cascade. */
export async function deleteUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(usuarios).where(eq(usuarios.id, userId)).returning({ id: usuarios.id });
  return rows.length > 0;
}

// --- export ---

export async function findUser(db: Executor, userId: number) {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.id, userId)).limit(1);
  return row ?? null;
}

export async function findClinicData(db: Executor, clinicId: number) {
  const [row] = await db
    .select({ clinica: clinicas, infos: infosClinica })
    .from(clinicas)
    .leftJoin(infosClinica, eq(infosClinica.usuario_clinica_id, clinicas.usuario_id))
    .where(eq(clinicas.usuario_id, clinicId))
    .limit(1);
  return row ?? null;
}

export const listFiles = (db: Executor, userId: number) =>
  db
    .select()
    .from(arquivos)
    .where(eq(arquivos.usuario_id, userId))
    .orderBy(asc(arquivos.created_at), asc(arquivos.id));

/** Views of the candidate's profile, with the name of the clinic that viewed it. */
export const listViewsReceived = (db: Executor, candidateId: number) =>
  db
    .select({
      dia: visualizacoes.dia,
      registrada_em: visualizacoes.created_at,
      clinica_id: clinicas.usuario_id,
      clinica: clinicas.nome_fantasia,
    })
    .from(visualizacoes)
    .innerJoin(clinicas, eq(clinicas.usuario_id, visualizacoes.clinica_id))
    .where(eq(visualizacoes.candidato_id, candidateId))
    .orderBy(desc(visualizacoes.dia), asc(visualizacoes.id));

/** The candidates the clinic viewed, with their names. */
export const listViewsMade = (db: Executor, clinicId: number) =>
  db
    .select({
      dia: visualizacoes.dia,
      registrada_em: visualizacoes.created_at,
      candidato_id: candidatos.usuario_id,
      candidato: candidatos.nome,
    })
    .from(visualizacoes)
    .innerJoin(candidatos, eq(candidatos.usuario_id, visualizacoes.candidato_id))
    .where(eq(visualizacoes.clinica_id, clinicId))
    .orderBy(desc(visualizacoes.dia), asc(visualizacoes.id));

/** The user's sessions, without their token hashes. */
export const listSessions = (db: Executor, userId: number) =>
  db
    .select({
      criada_em: sessoes.created_at,
      expira_em: sessoes.expires_at,
      ultimo_uso: sessoes.last_used_at,
      encerrada_em: sessoes.revoked_at,
    })
    .from(sessoes)
    .where(eq(sessoes.usuario_id, userId))
    .orderBy(asc(sessoes.created_at), asc(sessoes.id));

/** The user's password-reset requests, without their token hashes. */
export const listPasswordResets = (db: Executor, userId: number) =>
  db
    .select({
      solicitada_em: redefinicoesSenha.created_at,
      expira_em: redefinicoesSenha.expires_at,
      usada_em: redefinicoesSenha.used_at,
    })
    .from(redefinicoesSenha)
    .where(eq(redefinicoesSenha.usuario_id, userId))
    .orderBy(asc(redefinicoesSenha.created_at), asc(redefinicoesSenha.id));

const applicationDates = {
  status: candidaturas.status,
  mensagem: candidaturas.mensagem,
  recebida_em: candidaturas.recebida_em,
  em_analise_em: candidaturas.em_analise_em,
  entrevista_em: candidaturas.entrevista_em,
  contratada_em: candidaturas.contratada_em,
  nao_selecionada_em: candidaturas.nao_selecionada_em,
  retirada_em: candidaturas.retirada_em,
};

/** The candidate's applications, with the posting's title and clinic. */
export const listApplicationsMade = (db: Executor, candidateId: number) =>
  db
    .select({
      id: candidaturas.id,
      vaga_id: vagas.id,
      vaga: vagas.titulo,
      clinica: clinicas.nome_fantasia,
      ...applicationDates,
    })
    .from(candidaturas)
    .innerJoin(vagas, eq(vagas.id, candidaturas.vaga_id))
    .innerJoin(clinicas, eq(clinicas.usuario_id, vagas.clinica_id))
    .where(eq(candidaturas.candidato_id, candidateId))
    .orderBy(asc(candidaturas.recebida_em), asc(candidaturas.id));

/** The clinic's postings. */
export const listVagas = (db: Executor, clinicId: number) =>
  db
    .select()
    .from(vagas)
    .where(eq(vagas.clinica_id, clinicId))
    .orderBy(asc(vagas.publicada_em), asc(vagas.id));

/** The applications received by the clinic's postings, with the candidates' names. */
export const listApplicationsReceived = (db: Executor, clinicId: number) =>
  db
    .select({
      id: candidaturas.id,
      vaga_id: candidaturas.vaga_id,
      candidato_id: candidatos.usuario_id,
      candidato: candidatos.nome,
      ...applicationDates,
    })
    .from(candidaturas)
    .innerJoin(vagas, eq(vagas.id, candidaturas.vaga_id))
    .innerJoin(candidatos, eq(candidatos.usuario_id, candidaturas.candidato_id))
    .where(eq(vagas.clinica_id, clinicId))
    .orderBy(asc(candidaturas.recebida_em), asc(candidaturas.id));
