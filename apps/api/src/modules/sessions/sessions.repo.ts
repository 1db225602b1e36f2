// Queries of the sessoes table.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { sessoes, type TipoUsuario, usuarios } from '../../db/schema';

export interface SessionRow {
  id: number;
  last_used_at: Date;
  user: { id: number; tipo_usuario: TipoUsuario; email: string };
}

export async function insertSession(
  db: Executor,
  values: { usuario_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(sessoes).values(values);
}

/** The live session (not revoked, not expired) with this token hash, and its user. */
export async function findLiveSession(db: Executor, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      id: sessoes.id,
      last_used_at: sessoes.last_used_at,
      user: { id: usuarios.id, tipo_usuario: usuarios.tipo_usuario, email: usuarios.email },
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuario_id))
    .where(
      and(eq(sessoes.token_hash, tokenHash), isNull(sessoes.revoked_at), gt(sessoes.expires_at, sql`now()`)),
    )
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Executor, id: number): Promise<void> {
  await db.update(sessoes).set({ last_used_at: sql`now()` }).where(eq(sessoes.id, id));
}

export async function revokeSessionById(db: Executor, id: number): Promise<void> {
  await db
    .update(sessoes)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessoes.id, id), isNull(sessoes.revoked_at)));
}

export async function revokeSessionsOfUser(db: Executor, usuarioId: number): Promise<void> {
  await db
    .update(sessoes)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(sessoes.usuario_id, usuarioId), isNull(sessoes.revoked_at)));
}
