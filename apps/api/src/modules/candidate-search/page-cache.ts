// Pages of the candidate list shared by every clinic for a few seconds (docs/decisions/0002).
// With 100,000 candidates the first pages of the common filters are asked many times a second,
// and a page's cards are the same for every clinic but for `salvo`, which the service reads for
// the asking clinic on each request (one small query) and merges. A page is kept `ttlMs` (3 s)
// when its filter matches at least `minTotal` candidates (2,000, like the totals' cache); pages of
// smaller results (a young site, the tests) are read every time.
//
// Each page carries the list's version it was read with (lista_candidatos_versao, raised by a
// trigger at the commit of any change to what the cards show or the filters read: a publication,
// withdrawn consent, an edit, a photo, a deletion, a suspension). The small query of a kept page
// reads the version too, so a kept page older than the database's list is read again at once, in
// every process, whatever code path wrote the change; no message between processes is needed.
// Only a view count waits for the 3 s.
import type { CandidateCard } from '@app/shared';
import { LRUCache } from 'lru-cache';

/** A card as every clinic gets it, before its `salvo`. */
export type SharedCard = Omit<CandidateCard, 'salvo'>;

export interface SharedPage {
  cards: SharedCard[];
  /** Each card's JSON without its closing brace, so that `,"salvo":…}` completes it. */
  json: string[];
  total: number;
  /** The list's version (lista_candidatos_versao) the cards were read with. */
  version: number;
  /** The answer's bytes when no card is saved by the asking clinic, written at the first such answer. */
  unsaved?: { page: number; size: number; total: number; bytes: Buffer };
}

/** The page of `cards` with their JSON written once. */
export const sharedPage = (cards: SharedCard[], total: number, version: number): SharedPage => ({
  cards,
  json: cards.map((card) => JSON.stringify(card).slice(0, -1)),
  total,
  version,
});

export interface PageCacheOptions {
  /** How long a page is handed out, in milliseconds (0: never kept). */
  ttlMs: number;
  /** Pages of filters matching fewer candidates are never kept. */
  minTotal: number;
  /** Most pages kept (the least recently used dropped first). */
  maxEntries: number;
  now?: () => number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { ttlMs: 3_000, minTotal: 2_000, maxEntries: 1_000 };

export class PageCache {
  private readonly pages: LRUCache<string, SharedPage>;

  constructor(private readonly options: PageCacheOptions = PAGE_CACHE_DEFAULTS) {
    const now = options.now ?? Date.now;
    this.pages = new LRUCache({
      max: options.maxEntries,
      ttl: Math.max(1, options.ttlMs),
      perf: { now },
      ttlResolution: 0,
    });
  }

  /** The page kept for `key`, while it is fresh. */
  get(key: string): SharedPage | undefined {
    return this.options.ttlMs > 0 ? this.pages.get(key) : undefined;
  }

  /** Forgets every page (the list changed). */
  clear(): void {
    this.pages.clear();
  }

  /** Keeps the page just read for `key` when its filter's total is large enough. */
  offer(key: string, page: SharedPage): void {
    if (this.options.ttlMs > 0 && page.total >= this.options.minTotal) this.pages.set(key, page);
  }
}
