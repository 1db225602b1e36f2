// The totals of the candidate list, cached briefly when they are large (docs/decisions/0002):
// counting 100,000 matches costs milliseconds of database time on every page, while a total that
// is a few seconds old changes nothing for a clinic paging through thousands of candidates. Small
// totals (every total of a young site, and of the tests) are counted exactly on each request.
// Concurrent requests for the same filters share one count (no stampede when an entry expires).

export interface CountCacheOptions {
  /** How long a large total is reused, in milliseconds. */
  ttlMs: number;
  /** Totals below this are never cached: counting them is cheap. */
  minTotal: number;
  /** Most filters kept (oldest dropped first). */
  maxEntries: number;
  now?: () => number;
}

export const COUNT_CACHE_DEFAULTS: CountCacheOptions = { ttlMs: 10_000, minTotal: 2_000, maxEntries: 500 };

interface Entry {
  total: number;
  expiresAt: number;
}

export class CountCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<number>>();
  private readonly now: () => number;

  constructor(private readonly options: CountCacheOptions = COUNT_CACHE_DEFAULTS) {
    this.now = options.now ?? Date.now;
  }

  /** The total for `key`: a fresh cached one, the one being counted, or `count()`'s. */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return Promise.resolve(entry.total);
    if (entry) this.entries.delete(key);
    const running = this.pending.get(key);
    if (running) return running;
    const counting = count()
      .then((total) => {
        if (total >= this.options.minTotal && this.options.ttlMs > 0) this.store(key, total);
        return total;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, counting);
    return counting;
  }

  /** Forgets every total (e.g. after a bulk change). */
  clear(): void {
    this.entries.clear();
  }

  private store(key: string, total: number): void {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { total, expiresAt: this.now() + this.options.ttlMs });
  }
}
