import { describe, expect, it } from 'vitest';
import { MemoryCounterStore } from '../../plugins/counter-store';
import { LoginThrottle } from './login-throttle';

function setup() {
  let now = 1_000_000;
  const store = new MemoryCounterStore(100, () => now);
  const throttle = new LoginThrottle(store, { maxPerAccountAndIp: 3, windowMs: 60_000, slowDownAfter: 3 });
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('blocks an address after N failures on a subject until the window ends', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 3; i++) {
      expect((await throttle.check('user:1', 'a')).blocked).toBe(false);
      await throttle.failed('user:1', 'a');
    }
    expect(await throttle.check('user:1', 'a')).toEqual({ blocked: true, retryAfterSeconds: 60 });
    expect((await throttle.check('user:1', 'b')).blocked).toBe(false);
    expect((await throttle.check('user:2', 'a')).blocked).toBe(false);
    advance(60_000);
    expect(await throttle.check('user:1', 'a')).toEqual({ blocked: false, delayMs: 0 });
  });

  it('slows every address down once the subject has N failures from all of them, up to 3 s', async () => {
    const { throttle } = setup();
    const delays: number[] = [];
    for (let i = 0; i < 9; i++) {
      const verdict = await throttle.check('user:1', `10.0.0.${i}`);
      delays.push(verdict.blocked ? -1 : verdict.delayMs);
      await throttle.failed('user:1', `10.0.0.${i}`);
    }
    expect(delays).toEqual([0, 0, 0, 100, 200, 400, 800, 1600, 3000]);
    expect(throttle.delayFor(1000)).toBe(3000);
  });

  it('clears the address on success, not the subject', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) await throttle.failed('user:1', 'a');
    await throttle.succeeded('user:1', 'a');
    expect(await throttle.check('user:1', 'a')).toEqual({ blocked: false, delayMs: 100 });
  });
});

describe('MemoryCounterStore', () => {
  it('keeps at most maxKeys counters, dropping the least recently changed', async () => {
    const store = new MemoryCounterStore(2);
    await store.increment('a', 1000);
    await store.increment('b', 1000);
    await store.increment('a', 1000);
    await store.increment('c', 1000);
    expect((await store.get('a')).count).toBe(2);
    expect((await store.get('b')).count).toBe(0);
    expect((await store.get('c')).count).toBe(1);
  });
});
