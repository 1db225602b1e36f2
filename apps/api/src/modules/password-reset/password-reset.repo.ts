// Queries of redefinicoes_senha (password-reset tokens, stored as SHA-256 hex).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { redefinicoesSenha } from '../../db/schema';

const isOpen = and(isNull(redefinicoesSenha.used_at), gt(redefinicoesSenha.expires_at, sql`now()`));

export async function insertResetToken(
  db: Executor,
  values: { usuario_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(redefinicoesSenha).values(values);
}

/** The unused, unexpired token with this hash. */
export async function findOpenResetToken(
  db: Executor,
  tokenHash: string,
): Promise<{ id: number; usuario_id: number } | null> {
  const [row] = await db
    .select({ id: redefinicoesSenha.id, usuario_id: redefinicoesSenha.usuario_id })
    .from(redefinicoesSenha)
    .where(and(eq(redefinicoesSenha.token_hash, tokenHash), isOpen))
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still is open; returns its user, or null when it no longer was. */
export async function consumeResetToken(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .update(redefinicoesSenha)
    .set({ used_at: sql`now()` })
    .where(and(eq(redefinicoesSenha.id, id), isOpen))
    .returning({ usuario_id: redefinicoesSenha.usuario_id });
  return row?.usuario_id ?? null;
}

/** Marks every other open token of the user as used. */
export async function closeOpenResetTokens(db: Executor, usuarioId: number): Promise<void> {
  await db
    .update(redefinicoesSenha)
    .set({ used_at: sql`now()` })
    .where(and(eq(redefinicoesSenha.usuario_id, usuarioId), isNull(redefinicoesSenha.used_at)));
}
