// Queries of the candidate's records: formações and experiências (many rows each), the address
// and the professional record (one row per candidate, keyed by usuario_candidato_id).
import type { ExperienciaPayload, FormacaoPayload, ProfessionRecord } from '@app/shared';
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import {
  type EnderecoCandidato,
  type Experiencia,
  enderecosCandidato,
  experiencias,
  type Formacao,
  formacoes,
  type NewEnderecoCandidato,
  type NewRadiologista,
  type NewRecepcionista,
  type NewTecnico,
  type Radiologista,
  type Recepcionista,
  radiologistas,
  recepcionistas,
  type Tecnico,
  tecnicos,
} from '../../db/schema';
import { refreshSearchTerms } from '../candidate-search/candidate-search.repo';

type FormacaoValues = Omit<FormacaoPayload, 'usuario_candidato_id'>;
type ExperienciaValues = Omit<ExperienciaPayload, 'usuario_candidato_id'>;

// --- formações ---

export const listFormacoes = (db: Executor, candidateId: number): Promise<Formacao[]> =>
  db
    .select()
    .from(formacoes)
    .where(eq(formacoes.usuario_candidato_id, candidateId))
    .orderBy(asc(formacoes.id));

export async function findFormacao(db: Executor, id: number): Promise<Formacao | null> {
  const [row] = await db.select().from(formacoes).where(eq(formacoes.id, id)).limit(1);
  return row ?? null;
}

export async function countFormacoes(db: Executor, candidateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(formacoes)
    .where(eq(formacoes.usuario_candidato_id, candidateId));
  return row?.n ?? 0;
}

export async function insertFormacao(db: Executor, candidateId: number, values: FormacaoValues) {
  const [row] = await db
    .insert(formacoes)
    .values({ ...values, usuario_candidato_id: candidateId })
    .returning();
  return row as Formacao;
}

export async function updateFormacao(db: Executor, id: number, candidateId: number, values: FormacaoValues) {
  const [row] = await db
    .update(formacoes)
    .set(values)
    .where(and(eq(formacoes.id, id), eq(formacoes.usuario_candidato_id, candidateId)))
    .returning();
  return row ?? null;
}

export async function deleteFormacao(db: Executor, id: number, candidateId: number): Promise<boolean> {
  const rows = await db
    .delete(formacoes)
    .where(and(eq(formacoes.id, id), eq(formacoes.usuario_candidato_id, candidateId)))
    .returning({ id: formacoes.id });
  return rows.length > 0;
}

/** Replaces every formação of the candidate (publish). */
export async function replaceFormacoes(db: Executor, candidateId: number, rows: FormacaoValues[]) {
  await db.delete(formacoes).where(eq(formacoes.usuario_candidato_id, candidateId));
  if (rows.length > 0)
    await db.insert(formacoes).values(rows.map((r) => ({ ...r, usuario_candidato_id: candidateId })));
}

// --- experiências ---

export const listExperiencias = (db: Executor, candidateId: number): Promise<Experiencia[]> =>
  db
    .select()
    .from(experiencias)
    .where(eq(experiencias.usuario_candidato_id, candidateId))
    .orderBy(asc(experiencias.id));

export async function findExperiencia(db: Executor, id: number): Promise<Experiencia | null> {
  const [row] = await db.select().from(experiencias).where(eq(experiencias.id, id)).limit(1);
  return row ?? null;
}

export async function countExperiencias(db: Executor, candidateId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(experiencias)
    .where(eq(experiencias.usuario_candidato_id, candidateId));
  return row?.n ?? 0;
}

export async function insertExperiencia(db: Executor, candidateId: number, values: ExperienciaValues) {
  const [row] = await db
    .insert(experiencias)
    .values({ ...values, usuario_candidato_id: candidateId })
    .returning();
  return row as Experiencia;
}

export async function updateExperiencia(
  db: Executor,
  id: number,
  candidateId: number,
  values: ExperienciaValues,
) {
  const [row] = await db
    .update(experiencias)
    .set(values)
    .where(and(eq(experiencias.id, id), eq(experiencias.usuario_candidato_id, candidateId)))
    .returning();
  return row ?? null;
}

export async function deleteExperiencia(db: Executor, id: number, candidateId: number): Promise<boolean> {
  const rows = await db
    .delete(experiencias)
    .where(and(eq(experiencias.id, id), eq(experiencias.usuario_candidato_id, candidateId)))
    .returning({ id: experiencias.id });
  return rows.length > 0;
}

/** Replaces every experiência of the candidate (publish). */
export async function replaceExperiencias(db: Executor, candidateId: number, rows: ExperienciaValues[]) {
  await db.delete(experiencias).where(eq(experiencias.usuario_candidato_id, candidateId));
  if (rows.length > 0)
    await db.insert(experiencias).values(rows.map((r) => ({ ...r, usuario_candidato_id: candidateId })));
}

// --- one row per candidate: address and professional records ---

/** `created` is true when the upsert inserted (PostgreSQL's xmax is 0 for a fresh row). */
const insertedFlag = sql<boolean>`(xmax = 0)`;

export async function findEndereco(db: Executor, candidateId: number): Promise<EnderecoCandidato | null> {
  const [row] = await db
    .select()
    .from(enderecosCandidato)
    .where(eq(enderecosCandidato.usuario_candidato_id, candidateId))
    .limit(1);
  return row ?? null;
}

export async function upsertEndereco(
  db: Executor,
  candidateId: number,
  values: Omit<NewEnderecoCandidato, 'usuario_candidato_id'>,
) {
  const [row] = await db
    .insert(enderecosCandidato)
    .values({ ...values, usuario_candidato_id: candidateId })
    .onConflictDoUpdate({
      target: enderecosCandidato.usuario_candidato_id,
      set: { ...values, updated_at: new Date() },
    })
    .returning({ ...getTableColumns(enderecosCandidato), created: insertedFlag });
  const { created, ...record } = row as EnderecoCandidato & { created: boolean };
  return { record, created };
}

export type ProfessionalRow = Radiologista | Tecnico | Recepcionista;
type Values<T> = Omit<T, 'usuario_candidato_id' | 'created_at' | 'updated_at' | 'foto' | 'portfolio'>;
export type ProfessionalValues = Values<NewRadiologista> | Values<NewTecnico> | Values<NewRecepcionista>;

export async function findProfessionalRecord(
  db: Executor,
  kind: ProfessionRecord,
  candidateId: number,
): Promise<ProfessionalRow | null> {
  const rows = await (kind === 'radiologista'
    ? db.select().from(radiologistas).where(eq(radiologistas.usuario_candidato_id, candidateId))
    : kind === 'tecnico'
      ? db.select().from(tecnicos).where(eq(tecnicos.usuario_candidato_id, candidateId))
      : db.select().from(recepcionistas).where(eq(recepcionistas.usuario_candidato_id, candidateId)));
  return rows[0] ?? null;
}

export async function upsertProfessionalRecord(
  db: Executor,
  kind: ProfessionRecord,
  candidateId: number,
  values: ProfessionalValues,
): Promise<{ record: ProfessionalRow; created: boolean }> {
  const set = { ...values, updated_at: new Date() };
  const rows =
    kind === 'radiologista'
      ? await db
          .insert(radiologistas)
          .values({ ...(values as Values<NewRadiologista>), usuario_candidato_id: candidateId })
          .onConflictDoUpdate({ target: radiologistas.usuario_candidato_id, set })
          .returning({ ...getTableColumns(radiologistas), created: insertedFlag })
      : kind === 'tecnico'
        ? await db
            .insert(tecnicos)
            .values({ ...(values as Values<NewTecnico>), usuario_candidato_id: candidateId })
            .onConflictDoUpdate({ target: tecnicos.usuario_candidato_id, set })
            .returning({ ...getTableColumns(tecnicos), created: insertedFlag })
        : await db
            .insert(recepcionistas)
            .values({ ...(values as Values<NewRecepcionista>), usuario_candidato_id: candidateId })
            .onConflictDoUpdate({ target: recepcionistas.usuario_candidato_id, set })
            .returning({ ...getTableColumns(recepcionistas), created: insertedFlag });
  const { created, ...record } = rows[0] as ProfessionalRow & { created: boolean };
  // The equipment filter of the candidate list reads a copy of these lists.
  await refreshSearchTerms(db, candidateId);
  return { record: record as ProfessionalRow, created };
}
