import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

function setup(options: { ttlMs?: number; staleMs?: number; minTotal?: number; maxEntries?: number } = {}) {
  let now = 0;
  const cache = new CountCache({
    ttlMs: 1000,
    staleMs: 0,
    minTotal: 100,
    maxEntries: 2,
    ...options,
    now: () => now,
  });
  const calls: string[] = [];
  const counter = (key: string, total: number) => () => {
    calls.push(key);
    return Promise.resolve(total);
  };
  return { cache, calls, counter, tick: (ms: number) => (now += ms) };
}

describe('CountCache', () => {
  it('counts small totals every time', async () => {
    const { cache, calls, counter } = setup();
    expect(await cache.get('a', counter('a', 99))).toBe(99);
    expect(await cache.get('a', counter('a', 98))).toBe(98);
    expect(calls).toEqual(['a', 'a']);
  });

  it('reuses a large total until it expires', async () => {
    const { cache, calls, counter, tick } = setup();
    expect(await cache.get('a', counter('a', 5000))).toBe(5000);
    tick(999);
    expect(await cache.get('a', counter('a', 5001))).toBe(5000);
    tick(1);
    expect(await cache.get('a', counter('a', 5002))).toBe(5002);
    expect(calls).toEqual(['a', 'a']);
  });

  it('shares one count between concurrent requests, cached or not', async () => {
    const { cache, calls } = setup();
    let release: (n: number) => void = () => {};
    const slow = () => {
      calls.push('slow');
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const answers = Promise.all([cache.get('a', slow), cache.get('a', slow), cache.get('a', slow)]);
    release(7);
    expect(await answers).toEqual([7, 7, 7]);
    expect(calls).toEqual(['slow']);
  });

  it('forgets a failed count and keeps at most maxEntries filters', async () => {
    const { cache, calls, counter } = setup();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', counter('a', 500))).toBe(500);
    await cache.get('b', counter('b', 500));
    await cache.get('c', counter('c', 500));
    await cache.get('a', counter('a', 501));
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('answers an expired large total while one recount runs behind it, within staleMs', async () => {
    const { cache, calls, tick } = setup({ staleMs: 500 });
    let release: (n: number) => void = () => {};
    const slow = () => {
      calls.push('slow');
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.get('a', slow);
    release(5000);
    expect(await first).toBe(5000);
    tick(1200); // expired 200 ms ago: still within staleMs
    expect(await cache.get('a', slow)).toBe(5000);
    expect(await cache.get('a', slow)).toBe(5000);
    expect(calls).toEqual(['slow', 'slow']); // one recount for both
    release(6000);
    await Promise.resolve();
    expect(await cache.get('a', slow)).toBe(6000); // the recount's total, fresh again
    expect(calls).toEqual(['slow', 'slow']);
    tick(1600); // expired 600 ms ago: too old to answer, the request waits for the count
    const waited = cache.get('a', slow);
    release(7000);
    expect(await waited).toBe(7000);
    expect(calls).toEqual(['slow', 'slow', 'slow']);
  });

  it('forgets a total that fell below minTotal and survives a failed background recount', async () => {
    const { cache, calls, counter, tick } = setup({ staleMs: 500 });
    expect(await cache.get('a', counter('a', 5000))).toBe(5000);
    tick(1100);
    expect(await cache.get('a', () => Promise.reject(new Error('down')))).toBe(5000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', counter('a', 50))).toBe(5000); // stale again; recounts to 50
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', counter('a', 40))).toBe(40); // 50 was not kept: counted now
    expect(calls).toEqual(['a', 'a', 'a']);
  });
});
