import { rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { usuarios } from '../src/db/schema';
import { openDatabase } from '../src/plugins/db';
import { createTestApp, type TestApp } from './helper';
import { Relay, redisAnswers, testRedisUrl } from './redis-relay';
import { freePort } from './server-process';

// A Redis database of this file's own (it runs on PGlite and on PostgreSQL at once); only PINGed.
const REDIS = testRedisUrl({ pglite: 10, postgres: 11 });
const redisUp = await redisAnswers(REDIS);
if (!redisUp) console.warn(`system: Redis health SKIPPED — no Redis at ${REDIS.host} (set TEST_REDIS_URL).`);
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SITE_WHATSAPP: '5521988887777',
      SITE_EMAIL: 'ola@exemplo.com.br',
      SITE_CNPJ: '12.345.678/0001-90',
      SITE_VIDEO_URL: 'https://youtu.be/aqz-KE-bpKQ',
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
    },
    // Test-only routes to exercise validation and rate limiting.
    beforeReady: (app) => {
      app.post(
        '/api/v1/_test/echo',
        { schema: { body: z.object({ email: z.email(), idade: z.number().int().min(18) }) } },
        async (request) => request.body,
      );
      app.get(
        '/api/v1/_test/limited',
        { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
        async () => ({ ok: true }),
      );
    },
  });
});
afterAll(() => t?.close());

describe('GET /api/v1/health', () => {
  it('answers ok after a database round trip and a storage check; Redis is off without REDIS_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'desativado' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is closed', async () => {
    const other = await createTestApp();
    try {
      await other.database.close();
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        status: 'error',
        database: 'indisponível',
        storage: 'ok',
        redis: 'desativado',
        detail: UNAVAILABLE,
        code: 'service.unavailable',
      });
    } finally {
      await other.close();
    }
  });

  it('answers 503 naming the storage when its folder cannot be written', async () => {
    const other = await createTestApp();
    try {
      // DATA_DIR/files taken by a plain file: the disk driver cannot make or write its folder.
      const files = join(other.app.config.dataDir, 'files');
      rmSync(files, { recursive: true, force: true });
      writeFileSync(files, 'not a folder');
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'error', database: 'ok', storage: 'indisponível' });
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the PostgreSQL server cannot be reached', async () => {
    const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:9/none' });
    const other = await createTestApp({
      database: unreachable,
      beforeReady: (app) => {
        app.get('/api/v1/_test/users', async () => app.db.select().from(usuarios));
      },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json().status).toBe('error');
      // Any route whose query cannot reach the database answers 503 too, not 500.
      const query = await other.app.inject({ method: 'GET', url: '/api/v1/_test/users' });
      expect(query.statusCode).toBe(503);
      expect(query.headers['retry-after']).toBe('5');
      expect(query.json()).toEqual({
        detail: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        code: 'service.unavailable',
      });
    } finally {
      await other.close();
      await unreachable.close();
    }
  });
  it('answers 503 within DATABASE_CONNECT_TIMEOUT_MS when the PostgreSQL server does not answer', async () => {
    // A server that accepts connections and never says a word (a hung or unreachable database).
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hung = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${port}/none`,
      databaseConnectTimeoutMs: 300,
    });
    const other = await createTestApp({
      database: hung,
      beforeReady: (app) => {
        app.get('/api/v1/_test/users', async () => app.db.select().from(usuarios));
      },
    });
    try {
      for (const url of ['/api/v1/health', '/api/v1/_test/users']) {
        const started = Date.now();
        const res = await other.app.inject({ method: 'GET', url });
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json().detail).toBe('Serviço temporariamente indisponível. Tente novamente em instantes.');
      }
    } finally {
      await other.close();
      await hung.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe.skipIf(!redisUp)('GET /api/v1/health with REDIS_URL', () => {
  /** An app whose error log lines are kept in `lines`. */
  const appWithRedis = (url: string, lines: string[]) =>
    createTestApp({
      env: { REDIS_URL: url },
      logger: pino(
        { level: 'error' },
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      ),
    });
  const health = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/v1/health' });
  const down = {
    status: 'error',
    database: 'ok',
    storage: 'ok',
    redis: 'indisponível',
    detail: UNAVAILABLE,
    code: 'service.unavailable',
  };

  it('answers ok while Redis answers, 503 naming Redis while it is away (requests still served), ok once it is back', async () => {
    const relay = new Relay(await freePort(), REDIS);
    await relay.open();
    const lines: string[] = [];
    const other = await appWithRedis(`redis://127.0.0.1:${relay.port}${REDIS.pathname}`, lines);
    try {
      const up = await health(other);
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'ok' });

      await relay.cut();
      const cut = await health(other);
      expect(cut.statusCode).toBe(503);
      expect(cut.headers['retry-after']).toBe('5');
      expect(cut.json()).toEqual(down);
      expect(lines.join('')).toContain('health check: Redis unreachable');
      // The rest is served all the same: a load balancer should probe /ping, not /health.
      expect((await other.app.inject({ method: 'GET', url: '/api/v1/site' })).statusCode).toBe(200);
      expect((await other.app.inject({ method: 'GET', url: '/api/v1/ping' })).statusCode).toBe(200);

      await relay.open();
      const deadline = Date.now() + 15_000;
      while (other.app.redis?.status !== 'ready' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const back = await health(other);
      expect(back.statusCode).toBe(200);
      expect(back.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'ok' });
    } finally {
      await other.close();
      await relay.cut();
    }
  }, 30_000);

  it('answers 503 naming Redis when nothing listens at REDIS_URL', async () => {
    const lines: string[] = [];
    const other = await appWithRedis(`redis://127.0.0.1:${await freePort()}${REDIS.pathname}`, lines);
    try {
      const res = await health(other);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(down);
      expect(lines.join('')).toContain('health check: Redis unreachable');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/v1/site', () => {
  it('answers the configured site facts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'RX Odonto',
      whatsapp: '5521988887777',
      email: 'ola@exemplo.com.br',
      legalName: 'RX Odonto Consultoria e Treinamentos Ltda.',
      cnpj: '12.345.678/0001-90',
      socialUrl: 'https://www.instagram.com/rxodonto',
      videos: {
        about: { provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0' },
        services: null,
      },
      googleClientId: 'client-123.apps.googleusercontent.com',
    });
  });
});

describe('errors', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answers JSON 404 for an unknown /api path (%s)',
    async (method) => {
      const res = await t.app.inject({ method, url: '/api/v1/nao-existe', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: 'Recurso não encontrado.', code: 'not_found' });
    },
  );

  it('answers JSON 404 for an unknown non-GET path outside /api', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/home' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Recurso não encontrado.', code: 'not_found' });
  });

  it('answers 400 in Portuguese for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/_test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Corpo da requisição inválido.', code: 'request.malformed_json' });
  });

  it('answers 422 naming the invalid field, in Portuguese', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/_test/echo',
      payload: { email: 'não é e-mail', idade: 30 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("Campo 'email': e-mail inválido.");
  });

  it('answers 422 for a missing or too small field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/_test/echo', payload: { idade: 30 } });
    expect(missing.json().detail).toBe("Campo 'email': campo obrigatório.");
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/v1/_test/echo',
      payload: { email: 'a@b.com', idade: 10 },
    });
    expect(small.statusCode).toBe(422);
    expect(small.json().detail).toBe("Campo 'idade': deve ser maior ou igual a 18.");
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/_test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      detail: 'Tipo de conteúdo não suportado.',
      code: 'request.unsupported_media_type',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/_test/echo',
      payload: { email: 'a@b.com', idade: 20, big: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('O conteúdo enviado é grande demais.');
  });

  it('answers 429 in Portuguese when a route limit is exceeded', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/_test/limited' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: '/api/v1/_test/limited' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      detail: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
      code: 'rate_limited',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('RX Odonto API');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/health', '/api/v1/site']));
    expect(
      doc.paths['/api/v1/site'].get.responses['200'].content['application/json'].schema.properties,
    ).toHaveProperty('whatsapp');
  });

  it('documents the parts of the health check, Redis with its states', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answers = doc.paths['/api/v1/health'].get.responses;
    expect(answers['200'].content['application/json'].schema.properties.redis.enum).toEqual([
      'ok',
      'desativado',
    ]);
    expect(answers['503'].content['application/json'].schema.properties.redis.enum).toEqual([
      'ok',
      'indisponível',
      'desativado',
    ]);
  });

  it('serves Swagger UI at /api/docs with its own CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: validator.swagger.io");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const asset = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });
});
