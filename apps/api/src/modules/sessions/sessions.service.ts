// Login sessions: opaque bearer tokens (32 random bytes, base64url). Only their SHA-256 is
// stored, so a copy of the database gives no usable token. Sessions end on logout, on a password
// reset (every session of the user) and when they expire (SESSION_DAYS).
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/executor';
import type { TipoUsuario } from '../../db/schema';
import * as repo from './sessions.repo';

const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  tipo_usuario: TipoUsuario;
  email: string;
}

export interface ActiveSession {
  id: number;
  user: SessionUser;
}

/** A new random token: 32 bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored for a token: its SHA-256, hex. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Opens a session for the user and returns its token (shown to the client once). */
export async function createSession(db: Executor, usuarioId: number, days: number): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    usuario_id: usuarioId,
    token_hash: tokenHash(token),
    expires_at: new Date(Date.now() + days * DAY_MS),
  });
  return token;
}

/** The live session of a token, or null (unknown, revoked or expired). Touches last_used_at hourly. */
export async function findSession(db: Executor, token: string): Promise<ActiveSession | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const row = await repo.findLiveSession(db, tokenHash(token));
  if (!row) return null;
  if (Date.now() - row.last_used_at.getTime() >= TOUCH_INTERVAL_MS) await repo.touchSession(db, row.id);
  return { id: row.id, user: row.user };
}

export const revokeSession = (db: Executor, sessionId: number) => repo.revokeSessionById(db, sessionId);

export const revokeAllSessions = (db: Executor, usuarioId: number) =>
  repo.revokeSessionsOfUser(db, usuarioId);
