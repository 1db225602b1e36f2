// Queries of the sessoes table.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { sessoes, type TipoUsuario, usuarios } from '../../db/schema';
import type { Database } from '../../plugins/db';

export interface SessionRow {
  id: number;
  last_used_at: Date;
  expires_at: Date;
  user: { id: number; tipo_usuario: TipoUsuario; email: string };
}

export async function insertSession(
  db: Executor,
  values: { usuario_id: number; token_hash: string; expires_at: Date },
): Promise<void> {
  await db.insert(sessoes).values(values);
}

const LIVE_SESSION_SQL = `
  select s.id, s.last_used_at, s.expires_at, u.id as usuario_id, u.tipo_usuario, u.email
  from sessoes s join usuarios u on u.id = s.usuario_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.suspenso_em is null
    and s.last_used_at > now() - make_interval(days => $2::int)
  limit 1`;

/**
 * The live session (not revoked, not expired, used within the last `idleDays`) with this token
 * hash, and its user. Every authenticated request runs it, so it is a prepared statement
 * (Database.prepared).
 */
export async function findLiveSession(
  database: Database,
  tokenHash: string,
  idleDays: number,
): Promise<SessionRow | null> {
  const [row] = await database.prepared<{
    id: number;
    last_used_at: Date;
    expires_at: Date;
    usuario_id: number;
    tipo_usuario: TipoUsuario;
    email: string;
  }>('find_live_session', LIVE_SESSION_SQL, [tokenHash, idleDays]);
  if (!row) return null;
  return {
    id: Number(row.id),
    last_used_at: new Date(row.last_used_at),
    expires_at: new Date(row.expires_at),
    user: { id: Number(row.usuario_id), tipo_usuario: row.tipo_usuario, email: row.email },
  };
}

/** True when this token hash is a session (live or ended) of an account that is suspended now. */
export async function isSessionOfSuspendedAccount(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessoes.id })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuario_id))
    .where(and(eq(sessoes.token_hash, tokenHash), isNotNull(usuarios.suspenso_em)))
    .limit(1);
  return rows.length > 0;
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
