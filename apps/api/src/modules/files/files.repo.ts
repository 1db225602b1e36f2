// Queries of the uploaded files (arquivos): the current profile photo of a user and the PDFs of a
// candidate's portfolio.
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import {
  type Arquivo,
  anuncioFotos,
  arquivos,
  candidatos,
  postImagens,
  radiologistas,
  recepcionistas,
  type TipoUsuario,
  tecnicos,
  usuarios,
} from '../../db/schema';

export type NewFile = Pick<Arquivo, 'storage_key' | 'original_name' | 'mime' | 'size'>;

/** Locks the user's row until the transaction ends (one photo or portfolio change at a time). */
export async function lockUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.id, userId))
    .for('no key update');
  return rows.length > 0;
}

/** Replaces the user's photo rows with this one; returns the storage keys of the old ones. */
export async function replacePhoto(db: Executor, userId: number, file: NewFile): Promise<string[]> {
  const old = await db
    .delete(arquivos)
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'photo')))
    .returning({ key: arquivos.storage_key });
  await db.insert(arquivos).values({ ...file, usuario_id: userId, kind: 'photo' });
  return old.map((row) => row.key);
}

/** The current photo of a user of this type, or null. */
export async function findPhoto(db: Executor, userId: number, tipo: TipoUsuario): Promise<Arquivo | null> {
  const [row] = await db
    .select({ file: arquivos })
    .from(arquivos)
    .innerJoin(usuarios, eq(usuarios.id, arquivos.usuario_id))
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'photo'), eq(usuarios.tipo_usuario, tipo)))
    .orderBy(desc(arquivos.created_at), desc(arquivos.id))
    .limit(1);
  return row?.file ?? null;
}

export async function countPortfolio(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(arquivos)
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'portfolio')));
  return row?.n ?? 0;
}

export async function insertPortfolio(db: Executor, userId: number, files: NewFile[]): Promise<Arquivo[]> {
  return db
    .insert(arquivos)
    .values(files.map((file) => ({ ...file, usuario_id: userId, kind: 'portfolio' as const })))
    .returning();
}

export const listPortfolio = (db: Executor, userId: number): Promise<Arquivo[]> =>
  db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'portfolio')))
    .orderBy(asc(arquivos.created_at), asc(arquivos.id));

/** The candidate's portfolio file with this storage key (or, failing that, this original name). */
export async function findPortfolioFile(
  db: Executor,
  userId: number,
  keyOrName: string,
): Promise<Arquivo | null> {
  const rows = await db
    .select()
    .from(arquivos)
    .where(
      and(
        eq(arquivos.usuario_id, userId),
        eq(arquivos.kind, 'portfolio'),
        or(eq(arquivos.storage_key, keyOrName), eq(arquivos.original_name, keyOrName)),
      ),
    )
    .orderBy(desc(arquivos.created_at), desc(arquivos.id));
  return rows.find((row) => row.storage_key === keyOrName) ?? rows[0] ?? null;
}

export async function deletePortfolioFile(
  db: Executor,
  userId: number,
  key: string,
): Promise<Arquivo | null> {
  const [row] = await db
    .delete(arquivos)
    .where(
      and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'portfolio'), eq(arquivos.storage_key, key)),
    )
    .returning();
  return row ?? null;
}

/**
 * Which of these storage keys a row refers to: a file row, or the photo columns of candidatos
 * (the list's copy) and of the professional records (kept from the old system).
 */
export async function referencedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const found = await Promise.all([
    db.select({ key: arquivos.storage_key }).from(arquivos).where(inArray(arquivos.storage_key, keys)),
    db
      .select({ key: anuncioFotos.storage_key })
      .from(anuncioFotos)
      .where(inArray(anuncioFotos.storage_key, keys)),
    db
      .select({ key: candidatos.lista_foto_key })
      .from(candidatos)
      .where(inArray(candidatos.lista_foto_key, keys)),
    db
      .select({ key: postImagens.storage_key })
      .from(postImagens)
      .where(inArray(postImagens.storage_key, keys)),
    ...[radiologistas, tecnicos, recepcionistas].map((table) =>
      db.select({ key: table.foto }).from(table).where(inArray(table.foto, keys)),
    ),
  ]);
  return new Set(found.flat().flatMap((row) => (row.key ? [row.key] : [])));
}
