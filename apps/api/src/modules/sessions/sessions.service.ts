// Login sessions: opaque bearer tokens (32 random bytes, base64url). Only their SHA-256 is
// stored, so a copy of the database gives no usable token. Sessions end on logout, on a password
// reset and account deletion (every session of the user), when they expire (SESSION_DAYS after
// the login) and when they lie unused for SESSION_IDLE_DAYS (sliding: last_used_at, kept within
// an hour of the last request).
// Live sessions are remembered for a few seconds in the process (session-cache.ts); every
// revocation below forgets them there too.
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/executor';
import type { Database } from '../../plugins/db';
import { broadcastRevocation } from './revocation-bus';
import { sessionCache } from './session-cache';
import type { ActiveSession } from './session-types';
import * as repo from './sessions.repo';

export type { ActiveSession, SessionUser } from './session-types';

const TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

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

export { sessionCache };

export interface FindSessionOptions {
  /** Days without a request after which the session ends (SESSION_IDLE_DAYS). */
  idleDays: number;
  /** Seconds a session read from the database is reused by this process (0: never). */
  cacheSeconds?: number;
}

/**
 * The live session of a token, or null (unknown, revoked, expired or idle for `idleDays`).
 * Touches last_used_at hourly (not a write per request). With `cacheSeconds` > 0 a session read
 * from the database is reused for that long (never past its expiry); a revocation in another
 * process is then seen after at most that delay.
 */
export async function findSession(
  database: Database,
  token: string,
  { idleDays, cacheSeconds = 0 }: FindSessionOptions,
): Promise<ActiveSession | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return null;
  const hash = tokenHash(token);
  const now = Date.now();
  if (cacheSeconds > 0) {
    const cached = sessionCache.get(hash, now);
    if (cached) return cached;
  }
  const stamp = sessionCache.stamp;
  const row = await repo.findLiveSession(database, hash, idleDays);
  if (!row) return null;
  let lastUsed = row.last_used_at.getTime();
  if (now - lastUsed >= TOUCH_INTERVAL_MS) {
    await repo.touchSession(database.db, row.id);
    lastUsed = now;
  }
  const session = { id: row.id, user: row.user };
  if (cacheSeconds > 0) {
    const until = Math.min(now + cacheSeconds * 1000, row.expires_at.getTime(), lastUsed + idleDays * DAY_MS);
    sessionCache.set(hash, session, until, stamp);
  }
  return session;
}

/**
 * True when a token that opened no live session belongs to an account an administrator suspended
 * (its sessions were ended with the suspension): its requests are told so (403 conta_suspensa)
 * rather than 'session expired'. Asked only after findSession found nothing.
 */
export async function isTokenOfSuspendedAccount(database: Database, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return false;
  return repo.isSessionOfSuspendedAccount(database.db, tokenHash(token));
}

export async function revokeSession(db: Executor, sessionId: number): Promise<void> {
  await repo.revokeSessionById(db, sessionId);
  sessionCache.forgetSession(sessionId);
  broadcastRevocation({ session: sessionId });
}

/**
 * Ends every session of the user (password reset, account deletion). Inside a transaction, call
 * forgetSessionsOf once it has committed: until then other requests still read the live rows.
 */
export async function revokeAllSessions(db: Executor, usuarioId: number): Promise<void> {
  await repo.revokeSessionsOfUser(db, usuarioId);
  forgetSessionsOf(usuarioId);
}

/** Drops the user's sessions from the memory of this process and, through Redis, of the others (after a committed revocation). */
export function forgetSessionsOf(usuarioId: number): void {
  sessionCache.forgetUser(usuarioId);
  broadcastRevocation({ user: usuarioId });
}
