// Redis going away and coming back (REDIS_URL through a TCP relay this test opens and closes):
// sign-ins keep being answered, the limit keeps holding in the process with a warning in the log,
// and once Redis is reachable again the counters are shared in Redis again.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import { freePort } from './server-process';

// A Redis database of each project's own (the file runs on PGlite and on PostgreSQL at once).
const TARGET = new URL(
  process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${process.env.TEST_DB === 'postgres' ? 9 : 8}`,
);
const DB = TARGET.pathname.slice(1) || '0';

const redisUp = await new Promise<boolean>((resolve) => {
  const socket = connect(Number(TARGET.port || 6379), TARGET.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
if (!redisUp) console.warn(`redis-outage: SKIPPED — no Redis at ${TARGET.host} (set TEST_REDIS_URL).`);

/** A TCP relay to Redis that can be cut (every connection closed) and opened again on its port. */
class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(Number(TARGET.port || 6379), TARGET.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server?.listen(this.port, '127.0.0.1', () => resolve()));
  }

  cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe.skipIf(!redisUp)('Redis going away', () => {
  let relay: Relay;
  let t: TestApp;
  let direct: Redis;
  const lines: string[] = [];

  beforeAll(async () => {
    relay = new Relay(await freePort());
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
});
