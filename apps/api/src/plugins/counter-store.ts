// Counters that expire, for throttling (login failures). One interface so that a store shared by
// several processes (Redis, REDIS_URL) can replace the in-process one without touching its users.
export interface Counter {
  count: number;
  /** Milliseconds until the count goes back to 0 (0 when it is already 0). */
  resetInMs: number;
}

export interface CounterStore {
  /** Adds one to `key`; its window of `windowMs` starts at the first hit. Answers the new count. */
  increment(key: string, windowMs: number): Promise<Counter>;
  /** The count of `key` (0 when absent or expired). */
  get(key: string): Promise<Counter>;
  /** Forgets `key`. */
  delete(key: string): Promise<void>;
}

const ZERO: Counter = { count: 0, resetInMs: 0 };

/**
 * Counters in this process's memory, at most `maxKeys` of them: when full, the least recently
 * changed key is dropped (an attacker filling the map only forgets their own oldest counters).
 */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  async increment(key: string, windowMs: number): Promise<Counter> {
    const now = this.now();
    const current = this.counters.get(key);
    const entry =
      current && current.resetAt > now
        ? { count: current.count + 1, resetAt: current.resetAt }
        : { count: 1, resetAt: now + windowMs };
    // Re-inserted so the Map's order is the order of last change (oldest first).
    this.counters.delete(key);
    if (this.counters.size >= this.maxKeys) {
      const oldest = this.counters.keys().next();
      if (!oldest.done) this.counters.delete(oldest.value);
    }
    this.counters.set(key, entry);
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async get(key: string): Promise<Counter> {
    const entry = this.counters.get(key);
    const now = this.now();
    if (!entry) return ZERO;
    if (entry.resetAt <= now) {
      this.counters.delete(key);
      return ZERO;
    }
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
  }
}
