// Queries of the clinic's information (infos_clinica, one row per clinic keyed by its id) and of
// the clinic's whole profile.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { arquivos, clinicas, type InfosClinica, infosClinica, type NewInfosClinica } from '../../db/schema';

export type InfosValues = Omit<NewInfosClinica, 'usuario_clinica_id' | 'created_at' | 'updated_at'>;

/** `created` is true when the upsert inserted (PostgreSQL's xmax is 0 for a fresh row). */
const insertedFlag = sql<boolean>`(xmax = 0)`;

export async function findInfos(db: Executor, clinicId: number): Promise<InfosClinica | null> {
  const [row] = await db
    .select()
    .from(infosClinica)
    .where(eq(infosClinica.usuario_clinica_id, clinicId))
    .limit(1);
  return row ?? null;
}

export async function upsertInfos(
  db: Executor,
  clinicId: number,
  values: InfosValues,
): Promise<{ record: InfosClinica; created: boolean }> {
  const [row] = await db
    .insert(infosClinica)
    .values({ ...values, usuario_clinica_id: clinicId })
    .onConflictDoUpdate({
      target: infosClinica.usuario_clinica_id,
      set: { ...values, updated_at: new Date() },
    })
    .returning({ ...getTableColumns(infosClinica), created: insertedFlag });
  const { created, ...record } = row as InfosClinica & { created: boolean };
  return { record, created };
}

/** Locks the clinic's row until the transaction ends; false when there is no such clinic. */
export async function lockClinic(db: Executor, clinicId: number): Promise<boolean> {
  const rows = await db
    .select({ id: clinicas.usuario_id })
    .from(clinicas)
    .where(eq(clinicas.usuario_id, clinicId))
    .for('no key update');
  return rows.length > 0;
}

/** The first publication of the clinic wizard is kept (later saves are edits). */
export async function markClinicPublished(db: Executor, clinicId: number): Promise<void> {
  await db
    .update(clinicas)
    .set({ published_at: sql`coalesce(${clinicas.published_at}, now())` })
    .where(eq(clinicas.usuario_id, clinicId));
}

/** The clinic with its e-mail and information. */
export function findClinicWithInfos(db: Executor, clinicId: number) {
  return db.query.clinicas.findFirst({
    where: eq(clinicas.usuario_id, clinicId),
    with: { usuario: { columns: { email: true } }, infos: true },
  });
}

/** The storage key of the user's current photo, or null. */
export async function photoKeyOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: arquivos.storage_key })
    .from(arquivos)
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'photo')))
    .orderBy(desc(arquivos.created_at), desc(arquivos.id))
    .limit(1);
  return row?.key ?? null;
}
