// Signed photo links reused for a few minutes, for pages that show many photos (the clinics'
// candidate list). Signing is an HMAC per photo per answer, the largest cost of a list page after
// the query itself; a link signed for an hour and handed out again during its first minutes is
// still valid for most of an hour, and the same URL lets the browser reuse the image it has.
import { LRUCache } from 'lru-cache';
import type { Storage } from '../../plugins/storage';
import { PHOTO_LINK_SECONDS, photoLink } from './files.service';

export interface PhotoLinkCacheOptions {
  /** How long a link is valid when signed (PHOTO_LINK_SECONDS). */
  linkSeconds?: number;
  /** How long a signed link is handed out again: every answer's link is valid at least linkSeconds − reuseSeconds. */
  reuseSeconds?: number;
  /** Links kept; the least recently handed out go first. */
  maxEntries?: number;
}

export class PhotoLinkCache {
  private readonly links: LRUCache<string, string>;
  private readonly linkSeconds: number;

  constructor(
    private readonly storage: Storage,
    options: PhotoLinkCacheOptions = {},
  ) {
    this.linkSeconds = options.linkSeconds ?? PHOTO_LINK_SECONDS;
    this.links = new LRUCache({
      max: options.maxEntries ?? 20_000,
      // lru-cache keeps an entry up to and including its ttl; a link is handed out again strictly
      // less than reuseSeconds after it was signed.
      ttl: Math.max(1, (options.reuseSeconds ?? 300) * 1000 - 1),
      // The signer's clock (Date.now, which the links' expiry is computed from), read every time.
      perf: { now: () => Date.now() },
      ttlResolution: 0,
    });
  }

  /** An inline link to the photo stored under `key`, valid for at least linkSeconds − reuseSeconds. */
  async link(key: string): Promise<string> {
    const cached = this.links.get(key);
    if (cached !== undefined) return cached;
    const url = await photoLink(this.storage, key, this.linkSeconds);
    this.links.set(key, url);
    return url;
  }
}
