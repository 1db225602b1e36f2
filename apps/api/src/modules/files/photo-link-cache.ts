// Signed photo links reused for a few minutes, for pages that show many photos (the clinics'
// candidate list). Signing is an HMAC per photo per answer, the largest cost of a list page after
// the query itself; a link signed for an hour and handed out again during its first minutes is
// still valid for most of an hour, and the same URL lets the browser reuse the image it has.
import type { Storage } from '../../plugins/storage';
import { PHOTO_LINK_SECONDS, photoLink } from './files.service';

export interface PhotoLinkCacheOptions {
  /** How long a link is valid when signed (PHOTO_LINK_SECONDS). */
  linkSeconds?: number;
  /** How long a signed link is handed out again: every answer's link is valid at least linkSeconds − reuseSeconds. */
  reuseSeconds?: number;
  /** Links kept; the oldest signed go first. */
  maxEntries?: number;
}

interface Entry {
  url: string;
  signedAt: number;
}

export class PhotoLinkCache {
  private readonly entries = new Map<string, Entry>();
  private readonly linkSeconds: number;
  private readonly reuseMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly storage: Storage,
    options: PhotoLinkCacheOptions = {},
  ) {
    this.linkSeconds = options.linkSeconds ?? PHOTO_LINK_SECONDS;
    this.reuseMs = (options.reuseSeconds ?? 300) * 1000;
    this.maxEntries = options.maxEntries ?? 20_000;
  }

  /** An inline link to the photo stored under `key`, valid for at least linkSeconds − reuseSeconds. */
  async link(key: string): Promise<string> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.signedAt < this.reuseMs) return cached.url;
    const url = await photoLink(this.storage, key, this.linkSeconds);
    // Re-inserted at the end, so the Map's order is the signing order.
    this.entries.delete(key);
    this.entries.set(key, { url, signedAt: now });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return url;
  }
}
