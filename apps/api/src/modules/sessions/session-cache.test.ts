import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { ActiveSession } from './session-types';

const session = (id: number, userId: number): ActiveSession => ({
  id,
  user: { id: userId, tipo_usuario: 'clinica', email: `c${userId}@exemplo.com.br` },
});

describe('SessionCache', () => {
  it('answers a session until its time is up', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 10), 1_000, cache.stamp);
    expect(cache.get('a', 999)?.id).toBe(1);
    expect(cache.get('a', 1_000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets one session, or every session of a user', () => {
    const cache = new SessionCache();
    cache.set('a', session(1, 10), 5_000, cache.stamp);
    cache.set('b', session(2, 10), 5_000, cache.stamp);
    cache.set('c', session(3, 20), 5_000, cache.stamp);
    cache.forgetSession(1);
    expect(cache.get('a', 0)).toBeNull();
    expect(cache.get('b', 0)?.id).toBe(2);
    cache.forgetUser(10);
    expect(cache.get('b', 0)).toBeNull();
    expect(cache.get('c', 0)?.id).toBe(3);
  });

  it('does not store what a lookup read before a revocation was forgotten', () => {
    const cache = new SessionCache();
    const stamp = cache.stamp; // the lookup starts...
    cache.forgetUser(10); // ...a logout of this process ends the session meanwhile...
    cache.set('a', session(1, 10), 5_000, stamp); // ...and the lookup's stale read is dropped
    expect(cache.get('a', 0)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache(2);
    cache.set('a', session(1, 10), 5_000, cache.stamp);
    cache.set('b', session(2, 20), 5_000, cache.stamp);
    cache.set('c', session(3, 30), 5_000, cache.stamp);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 0)).toBeNull();
    expect(cache.get('c', 0)?.id).toBe(3);
  });
});
