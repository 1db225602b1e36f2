// The totals of the candidate list, cached briefly when they are large (docs/decisions/0002):
// counting 100,000 matches costs milliseconds of database time on every page, while a total that
// is a few seconds old changes nothing for a clinic paging through thousands of candidates. Small
// totals (every total of a young site, and of the tests) are counted exactly on each request.
// Concurrent requests for the same filters share one count (no stampede when an entry expires),
// and once a large total has expired it is still answered, for at most `staleMs` more, while one
// recount runs in the background: no request waits for a recount of a total it already has.
import { LRUCache } from 'lru-cache';

export interface CountCacheOptions {
  /** How long a large total is reused, in milliseconds. */
  ttlMs: number;
  /** How long after expiring a large total is still answered while it is being recounted. */
  staleMs: number;
  /** Totals below this are never cached: counting them is cheap. */
  minTotal: number;
  /** Most filters kept (the least recently used dropped first). */
  maxEntries: number;
  now?: () => number;
}

export const COUNT_CACHE_DEFAULTS: CountCacheOptions = {
  ttlMs: 10_000,
  staleMs: 30_000,
  minTotal: 2_000,
  maxEntries: 500,
};

interface Entry {
  total: number;
  expiresAt: number;
}

export class CountCache {
  /** Each total is dropped once it is too old even to be answered stale (ttlMs + staleMs). */
  private readonly entries: LRUCache<string, Entry>;
  /** The counts running now, one per filter. */
  private readonly pending = new Map<string, Promise<number>>();
  private readonly now: () => number;
  /** Raised by clear(): a count started before it is answered but not kept. */
  private generation = 0;

  constructor(private readonly options: CountCacheOptions = COUNT_CACHE_DEFAULTS) {
    const now = options.now ?? Date.now;
    this.now = now;
    const lifetime = options.ttlMs + options.staleMs;
    this.entries = new LRUCache({
      max: options.maxEntries,
      ...(lifetime > 0 ? { ttl: lifetime } : {}),
      perf: { now },
      ttlResolution: 0,
    });
  }

  /**
   * The total for `key`: a fresh cached one; an expired one still within `staleMs` (a recount is
   * started behind it); else the one being counted, or `count()`'s.
   */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.expiresAt > now) return Promise.resolve(entry.total);
    if (entry && entry.expiresAt + this.options.staleMs > now) {
      // A failed background recount is forgotten: the next request past expiry tries again.
      this.recount(key, count).catch(() => {});
      return Promise.resolve(entry.total);
    }
    if (entry) this.entries.delete(key);
    return this.recount(key, count);
  }

  /** Forgets every total (the list changed): the next request of each filter counts again. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  /** Runs `count()` once for `key` however many callers ask meanwhile, and keeps a large result. */
  private recount(key: string, count: () => Promise<number>): Promise<number> {
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const counting: Promise<number> = count()
      .then((total) => {
        if (generation !== this.generation) return total;
        if (total >= this.options.minTotal && this.options.ttlMs > 0) this.store(key, total);
        else this.entries.delete(key);
        return total;
      })
      .finally(() => {
        if (this.pending.get(key) === counting) this.pending.delete(key);
      });
    this.pending.set(key, counting);
    return counting;
  }

  private store(key: string, total: number): void {
    this.entries.set(key, { total, expiresAt: this.now() + this.options.ttlMs });
  }
}
