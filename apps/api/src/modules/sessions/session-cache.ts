// A short-lived, per-process memory of live sessions, so that an authenticated request does not
// always pay a database round trip for its token (docs/decisions/0004-session-cache.md).
//
// Every revocation of this process (logout, password reset, account deletion) goes through
// sessions.service, which forgets the affected entries at once; a revocation made by another
// API process is seen here after at most the entry's lifetime (SESSION_CACHE_SECONDS).
import { LRUCache } from 'lru-cache';
import type { ActiveSession } from './session-types';

interface Entry {
  session: ActiveSession;
  /** Epoch ms after which the entry must be read from the database again. */
  until: number;
}

/**
 * At most `maxEntries` sessions, the least recently used dropped first. Each entry lives until its
 * own instant (the caller's `until`: SESSION_CACHE_SECONDS from the read, never past the
 * session's expiry or idle limit), checked against the `now` of each lookup.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Bumped by every forget: a lookup that started before it must not store what it read. */
  private generation = 0;

  constructor(maxEntries = 10_000) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  /** The current generation, to pass back to `set` after the database lookup. */
  get stamp(): number {
    return this.generation;
  }

  get(tokenHash: string, now = Date.now()): ActiveSession | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  /** Remembers a session read at generation `stamp`, unless something was forgotten since. */
  set(tokenHash: string, session: ActiveSession, until: number, stamp: number): void {
    if (stamp !== this.generation) return;
    this.entries.set(tokenHash, { session, until });
  }

  forgetSession(sessionId: number): void {
    this.forget((entry) => entry.session.id === sessionId);
  }

  forgetUser(usuarioId: number): void {
    this.forget((entry) => entry.session.user.id === usuarioId);
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(match: (entry: Entry) => boolean): void {
    this.generation++;
    const matching = [...this.entries.entries()].filter(([, entry]) => match(entry));
    for (const [hash] of matching) this.entries.delete(hash);
  }
}

/** The sessions this process has read recently (shared by the apps of one process). */
export const sessionCache = new SessionCache();
