// Redis going away and coming back (REDIS_URL through a TCP relay this test opens and closes):
// sign-ins keep being answered, the limit keeps holding in the process with a warning in the log,
// and once Redis is reachable again the counters are shared in Redis again.
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { Relay, redisAnswers, testRedisUrl } from './redis-relay';
import { freePort } from './server-process';

const TARGET = testRedisUrl({ pglite: 8, postgres: 9 });
const DB = TARGET.pathname.slice(1) || '0';

const redisUp = await redisAnswers(TARGET);
if (!redisUp) console.warn(`redis-outage: SKIPPED — no Redis at ${TARGET.host} (set TEST_REDIS_URL).`);

describe.skipIf(!redisUp)('Redis going away', () => {
  let relay: Relay;
  let t: TestApp;
  let direct: Redis;
  const lines: string[] = [];

  beforeAll(async () => {
    relay = new Relay(await freePort(), TARGET);
    await relay.open();
    direct = new Redis(TARGET.toString());
    await direct.flushdb();
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${relay.port}/${DB}`, LOGIN_RATE_LIMIT_IP: '3' },
      logger: pino(
        { level: 'warn' },
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      ),
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.cut();
    direct?.disconnect();
  });

  const wrongLogin = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: { email: 'ninguem@exemplo.com.br', senha: 'errada-1234' },
    });
  const sharedCounters = () => direct.keys('rx:limite:login-ip:*');

  it('keeps answering and limiting in the process, then shares the counters again', async () => {
    expect((await wrongLogin()).statusCode).toBe(401);
    expect(await sharedCounters()).toHaveLength(1);

    await relay.cut();
    await direct.flushdb();
    // Counted in memory from here: three attempts allowed, the fourth refused, none a 500.
    const during = [];
    for (let i = 0; i < 4; i++) during.push((await wrongLogin()).statusCode);
    expect(during).toEqual([401, 401, 401, 429]);
    expect(await sharedCounters()).toEqual([]);
    expect(lines.join('')).toContain('Redis unreachable');

    await relay.open();
    const deadline = Date.now() + 15_000;
    while (t.app.redis?.status !== 'ready' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(t.app.redis?.status).toBe('ready');
    expect((await wrongLogin()).statusCode).toBe(401);
    expect(await sharedCounters()).toHaveLength(1);
  }, 30_000);

  it('logs a Redis outage seen by /health once, without a stack, not at every probe', async () => {
    await relay.cut();
    const cutDeadline = Date.now() + 15_000;
    while (t.app.redis?.status === 'ready' && Date.now() < cutDeadline)
      await new Promise((r) => setTimeout(r, 100));
    const before = lines.length;
    for (let i = 0; i < 5; i++) {
      const probe = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(probe.statusCode, `${t.app.redis?.status} ${probe.body}`).toBe(503);
    }
    const logged = lines.slice(before).join('');
    expect(logged.match(/health check: Redis unreachable/g)).toHaveLength(1);
    expect(logged).not.toContain('"stack"');
    await relay.open();
    const deadline = Date.now() + 15_000;
    while (t.app.redis?.status !== 'ready' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  }, 30_000);
});
