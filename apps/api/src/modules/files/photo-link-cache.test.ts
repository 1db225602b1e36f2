import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkSigner, LocalDiskStorage } from '../../plugins/storage';
import { PhotoLinkCache } from './photo-link-cache';

const signer = new LinkSigner(Buffer.from('a-secret-of-at-least-32-bytes-for-tests'));

function setup(maxEntries = 10) {
  const storage = new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'photo-links-')), signer);
  const cache = new PhotoLinkCache(storage, { linkSeconds: 3600, reuseSeconds: 300, maxEntries });
  // The signer reads the clock too, so the clock is the system's, faked.
  return { cache, tick: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

const expiry = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));

describe('PhotoLinkCache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('hands out the same signed link during the reuse window, then signs a new one', async () => {
    const { cache, tick } = setup();
    const first = await cache.link('photo/1/a.jpg');
    // Two seconds later a fresh signature would carry a later expiry.
    tick(2000);
    expect(await cache.link('photo/1/a.jpg')).toBe(first);
    tick(298_000);
    const second = await cache.link('photo/1/a.jpg');
    expect(second).not.toBe(first);
    expect(expiry(second) - expiry(first)).toBe(300);
  });

  it('signs links that the download route accepts, inline, valid for the whole hour', async () => {
    const { cache } = setup();
    const url = new URL(await cache.link('photo/2/b.png'), 'http://x');
    const q = url.searchParams;
    expect(q.get('d')).toBe('inline');
    const params = {
      key: 'photo/2/b.png',
      exp: Number(q.get('exp')),
      disposition: 'inline' as const,
      name: '',
    };
    expect(signer.verify(params, q.get('sig') ?? '', params.exp - 3600)).toBe(true);
    expect(signer.verify(params, q.get('sig') ?? '', params.exp + 1)).toBe(false);
  });

  it('keeps one link per key and forgets the oldest beyond maxEntries', async () => {
    const { cache, tick } = setup(2);
    const a = await cache.link('photo/1/a.jpg');
    const b = await cache.link('photo/2/b.jpg');
    tick(1000);
    await cache.link('photo/3/c.jpg'); // evicts a
    expect(await cache.link('photo/2/b.jpg')).toBe(b);
    expect(await cache.link('photo/1/a.jpg')).not.toBe(a);
  });

  it('refuses a key the storage would refuse', async () => {
    const { cache } = setup();
    await expect(cache.link('../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});
