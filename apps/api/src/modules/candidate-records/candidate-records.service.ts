// Rules of the candidate's records: only the candidate writes their own (the route lets only
// candidates in, and the row or the body must be theirs); who reads them is declared by the routes
// (policy.readCandidate); the address and the professional record are one per candidate (POST and
// PUT both upsert); the professional record must be the one of the candidate's profession.
import {
  type EnderecoPayload,
  type ExperienciaPayload,
  type FormacaoPayload,
  type ProfessionalRecordPayload,
  type ProfessionRecord,
  PUBLISH_MAX_EXPERIENCIAS,
  PUBLISH_MAX_FORMACOES,
  recordOfProfession,
} from '@app/shared';
import type { Executor } from '../../db/executor';
import type { EnderecoCandidato, Experiencia, Formacao } from '../../db/schema';
import { AUTH_MESSAGES, type AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { findCandidateOr404 } from './candidate-access';
import * as repo from './candidate-records.repo';

export const RECORD_MESSAGES = {
  formacaoNotFound: 'Formação não encontrada.',
  experienciaNotFound: 'Experiência não encontrada.',
  enderecoNotFound: 'Endereço não encontrado.',
  recordNotFound: 'Registro profissional não encontrado.',
  wrongProfession: 'Este registro profissional não corresponde à profissão do candidato.',
  tooManyFormacoes: `Você pode cadastrar no máximo ${PUBLISH_MAX_FORMACOES} formações.`,
  tooManyExperiencias: `Você pode cadastrar no máximo ${PUBLISH_MAX_EXPERIENCIAS} experiências.`,
} as const;

// --- answers ---

export const formacaoAnswer = (row: Formacao) => ({
  id: row.id,
  usuario_candidato_id: row.usuario_candidato_id,
  nivel_escolaridade: row.nivel_escolaridade,
  curso: row.curso,
  instituicao: row.instituicao,
  nome_instituicao: row.instituicao,
  ano_conclusao: row.ano_conclusao,
  data_conclusao: row.ano_conclusao,
});

export const experienciaAnswer = (row: Experiencia) => ({
  id: row.id,
  usuario_candidato_id: row.usuario_candidato_id,
  cargo: row.cargo,
  tempo_experiencia: row.tempo_experiencia,
  tempo: row.tempo_experiencia,
  descricao: row.descricao,
  atividades: row.descricao,
  empresa: row.empresa,
  inicio: row.inicio,
  fim: row.fim,
  trabalho_atual: row.trabalho_atual,
});

export function enderecoAnswer(row: EnderecoCandidato) {
  const { created_at: _c, updated_at: _u, ...fields } = row;
  return { id: row.usuario_candidato_id, ...fields };
}

/**
 * The address as anyone but its owner gets it (data minimisation): state, city and whether the
 * candidate will work elsewhere; the street, number, complement and CEP stay with the owner.
 */
export function enderecoPublicAnswer(row: EnderecoCandidato) {
  return {
    id: row.usuario_candidato_id,
    usuario_candidato_id: row.usuario_candidato_id,
    estado: row.estado,
    cidade: row.cidade,
    deseja_atuar_fora: row.deseja_atuar_fora,
  };
}

/** The full address for its owner, the public part for everyone else. */
export const enderecoAnswerFor = (user: AuthUser | null, row: EnderecoCandidato) =>
  user?.tipo_usuario === 'candidato' && user.id === row.usuario_candidato_id
    ? enderecoAnswer(row)
    : enderecoPublicAnswer(row);

/** The record's fields, with id = the candidate's id (files and timestamps are not part of it). */
export type ProfessionalAnswer<T> = T extends unknown
  ? Omit<T, 'created_at' | 'updated_at' | 'foto' | 'portfolio'> & { id: number }
  : never;
export function professionalAnswer<T extends repo.ProfessionalRow>(row: T): ProfessionalAnswer<T> {
  const { created_at: _c, updated_at: _u, foto: _f, portfolio: _p, ...fields } = row;
  return { id: row.usuario_candidato_id, ...fields } as ProfessionalAnswer<T>;
}

// --- checks ---

/**
 * The candidate writing: the route let only candidates in (and, with an id in the path, only that
 * candidate). A usuario_candidato_id in the body must be the caller (403 otherwise).
 */
function assertWriter(caller: AuthUser, bodyOwner: number | undefined): void {
  if (bodyOwner !== undefined && bodyOwner !== caller.id) throw new HttpError(403, AUTH_MESSAGES.ownDataOnly);
}

/**
 * The row by its id when the caller owns it. Another candidate's row answers the 404 of a missing
 * one: its id tells nothing about whether it exists.
 */
function ownRow<T extends { usuario_candidato_id: number }>(
  caller: AuthUser,
  row: T | null | undefined,
  notFound: string,
): T {
  if (!row || row.usuario_candidato_id !== caller.id) throw new HttpError(404, notFound);
  return row;
}

const withoutOwner = <T extends { usuario_candidato_id?: number }>({
  usuario_candidato_id: _o,
  ...rest
}: T) => rest;

// --- formações ---

export async function createFormacao(db: Executor, caller: AuthUser, payload: FormacaoPayload) {
  assertWriter(caller, payload.usuario_candidato_id);
  if ((await repo.countFormacoes(db, caller.id)) >= PUBLISH_MAX_FORMACOES)
    throw new HttpError(422, RECORD_MESSAGES.tooManyFormacoes);
  return formacaoAnswer(await repo.insertFormacao(db, caller.id, withoutOwner(payload)));
}

export async function updateFormacao(db: Executor, caller: AuthUser, id: number, payload: FormacaoPayload) {
  ownRow(caller, await repo.findFormacao(db, id), RECORD_MESSAGES.formacaoNotFound);
  assertWriter(caller, payload.usuario_candidato_id);
  const updated = await repo.updateFormacao(db, id, caller.id, withoutOwner(payload));
  if (!updated) throw new HttpError(404, RECORD_MESSAGES.formacaoNotFound);
  return formacaoAnswer(updated);
}

export async function deleteFormacao(db: Executor, caller: AuthUser, id: number): Promise<void> {
  ownRow(caller, await repo.findFormacao(db, id), RECORD_MESSAGES.formacaoNotFound);
  await repo.deleteFormacao(db, id, caller.id);
}

/** The route checked who may read (policy.readCandidate). */
export async function formacoesOf(db: Executor, candidateId: number) {
  const rows = await repo.listFormacoes(db, candidateId);
  return { tipo: 'formacao_candidato' as const, data: rows.map(formacaoAnswer) };
}

/** What a list's replace needs of its kind of row: the same calls as its single-row routes. */
interface RowWriter<P> {
  create(db: Executor, caller: AuthUser, payload: P): Promise<unknown>;
  update(db: Executor, caller: AuthUser, id: number, payload: P): Promise<unknown>;
  remove(db: Executor, caller: AuthUser, id: number): Promise<void>;
  listOf(db: Executor, candidateId: number): Promise<{ data: { id: number }[] }>;
}

/**
 * Replaces the caller's whole list of rows in one transaction, through the single-row calls (so
 * the same rules hold: ownership, limits): the rows missing from `rows` are removed, then each row
 * in order is updated (with an id) or created. A refusal of any row leaves the list as it was.
 */
export async function replaceRows<P extends object>(
  db: Executor,
  caller: AuthUser,
  candidateId: number,
  rows: readonly ({ id?: number | null } & P)[],
  writer: RowWriter<P>,
): Promise<void> {
  assertWriter(caller, candidateId);
  const kept = new Set(rows.map((row) => row.id).filter((id): id is number => typeof id === 'number'));
  await db.transaction(async (tx) => {
    const { data: current } = await writer.listOf(tx, caller.id);
    for (const row of current) if (!kept.has(row.id)) await writer.remove(tx, caller, row.id);
    for (const { id, ...payload } of rows) {
      if (typeof id === 'number') await writer.update(tx, caller, id, payload as unknown as P);
      else await writer.create(tx, caller, payload as unknown as P);
    }
  });
}

// --- experiências ---

export async function createExperiencia(db: Executor, caller: AuthUser, payload: ExperienciaPayload) {
  assertWriter(caller, payload.usuario_candidato_id);
  if ((await repo.countExperiencias(db, caller.id)) >= PUBLISH_MAX_EXPERIENCIAS)
    throw new HttpError(422, RECORD_MESSAGES.tooManyExperiencias);
  return experienciaAnswer(await repo.insertExperiencia(db, caller.id, withoutOwner(payload)));
}

export async function updateExperiencia(
  db: Executor,
  caller: AuthUser,
  id: number,
  payload: ExperienciaPayload,
) {
  ownRow(caller, await repo.findExperiencia(db, id), RECORD_MESSAGES.experienciaNotFound);
  assertWriter(caller, payload.usuario_candidato_id);
  const updated = await repo.updateExperiencia(db, id, caller.id, withoutOwner(payload));
  if (!updated) throw new HttpError(404, RECORD_MESSAGES.experienciaNotFound);
  return experienciaAnswer(updated);
}

export async function deleteExperiencia(db: Executor, caller: AuthUser, id: number): Promise<void> {
  ownRow(caller, await repo.findExperiencia(db, id), RECORD_MESSAGES.experienciaNotFound);
  await repo.deleteExperiencia(db, id, caller.id);
}

/** The route checked who may read (policy.readCandidate). */
export async function experienciasOf(db: Executor, candidateId: number) {
  const rows = await repo.listExperiencias(db, candidateId);
  return { tipo: 'experiencia_candidato' as const, data: rows.map(experienciaAnswer) };
}

// --- endereço ---

/** POST, and PUT /{candidateId} by that candidate: create or replace the caller's address. */
export async function saveEndereco(db: Executor, caller: AuthUser, payload: EnderecoPayload) {
  assertWriter(caller, payload.usuario_candidato_id);
  const { record, created } = await repo.upsertEndereco(db, caller.id, withoutOwner(payload));
  return { answer: enderecoAnswer(record), created };
}

/** The route checked who may read (policy.readCandidate); only the owner gets the street. */
export async function enderecoOf(db: Executor, user: AuthUser, candidateId: number) {
  const row = await repo.findEndereco(db, candidateId);
  if (!row) throw new HttpError(404, RECORD_MESSAGES.enderecoNotFound);
  return { tipo: 'endereco_candidato' as const, data: enderecoAnswerFor(user, row) };
}

// --- professional records ---

/** POST, and PUT /{candidateId} by that candidate: create or replace the caller's record. */
export async function saveProfessionalRecord(
  db: Executor,
  caller: AuthUser,
  kind: ProfessionRecord,
  payload: ProfessionalRecordPayload,
) {
  assertWriter(caller, payload.usuario_candidato_id);
  const candidate = await findCandidateOr404(db, caller.id);
  if (recordOfProfession(candidate.tipo_profissao) !== kind)
    throw new HttpError(422, RECORD_MESSAGES.wrongProfession);
  const { record, created } = await repo.upsertProfessionalRecord(db, kind, caller.id, withoutOwner(payload));
  return { answer: professionalAnswer(record), created };
}

/** The route checked who may read (policy.readCandidate). */
export async function professionalRecordOf(db: Executor, kind: ProfessionRecord, candidateId: number) {
  const row = await repo.findProfessionalRecord(db, kind, candidateId);
  if (!row) throw new HttpError(404, RECORD_MESSAGES.recordNotFound);
  return { tipo: kind, data: professionalAnswer(row) };
}
