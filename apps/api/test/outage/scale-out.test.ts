// The scaled-out shape on real servers: two API processes (A and B, the built bundle) on one
// PostgreSQL (a throwaway cluster), one Redis (the machine's, REDIS_URL; a database of its own,
// emptied first) and one S3 server (s3rver on loopback). A sign-in on A works on B; a photo and a
// portfolio sent to B download through A; a logout on B is refused by A within a second although
// A caches sessions for a minute; sign-in attempts split across A and B meet one limit; and B
// killed during an upload leaves A serving with nothing half-stored.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../src/plugins/s3-storage';
import { candidatePayload } from '../factories';
import { multipart, PNG, pdf, sized } from '../multipart';
import { startS3Server, type TestS3Server } from '../s3-server';
import { buildServer } from '../server-process';
import { createPgCluster, findPgBin, freePort, type PgCluster } from './pg-cluster';

const PG_BIN = findPgBin();
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const LOGIN_LIMIT = 8;

/** Whether something answers on the Redis port (the machine's service). */
const redisUp = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect(Number(url.port || 6379), url.hostname);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
if (!PG_BIN || !redisUp)
  console.warn(
    `scale-out: SKIPPED — ${!PG_BIN ? 'no PostgreSQL binaries' : `no Redis at ${REDIS_URL}`} (install it or set TEST_REDIS_URL).`,
  );

interface Api {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<void>;
}

describe.skipIf(!PG_BIN || !redisUp)('two API processes on one PostgreSQL, Redis and S3', () => {
  let pg: PgCluster;
  let s3: TestS3Server;
  let client: S3Client;
  let bundle: { entry: string; remove: () => void };
  let root = '';
  let a: Api;
  let b: Api;
  let env: Record<string, string> = {};

  async function start(name: string, env: Record<string, string>): Promise<Api> {
    const port = await freePort();
    const child = spawn(process.execPath, [bundle.entry], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
        DATA_DIR: join(root, name),
        WEB_DIST_DIR: join(root, 'web'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/api/v1/health`)).ok) break;
      } catch {}
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`${name} did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return { url, child, output: () => output, exited };
  }

  beforeAll(async () => {
    [pg, s3, bundle] = await Promise.all([
      createPgCluster(PG_BIN as string),
      startS3Server('rx-scale'),
      buildServer(),
    ]);
    client = createS3Client(s3.config);
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    root = mkdtempSync(join(tmpdir(), 'rx-scale-'));
    mkdirSync(join(root, 'web'));
    writeFileSync(
      join(root, 'web', 'index.html'),
      '<!doctype html><html lang="pt-BR"><body>spa</body></html>',
    );
    env = {
      ...s3.env,
      DATABASE_URL: pg.url,
      REDIS_URL,
      SECRET_KEY: 'chave-compartilhada-entre-os-processos-0123456789',
      SESSION_CACHE_SECONDS: '60',
      LOGIN_RATE_LIMIT_IP: String(LOGIN_LIMIT),
      LOGIN_RATE_LIMIT_IDENTIFIER: '1000',
      SIGNUP_RATE_LIMIT_IP: '1000',
    };
    a = await start('a', env);
    b = await start('b', env);
  }, 180_000);

  afterAll(async () => {
    for (const api of [a, b]) if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
    await Promise.all([a?.exited, b?.exited]);
    client?.destroy();
    await Promise.all([pg?.destroy(), s3?.close()]);
    bundle?.remove();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const json = async (api: Api, method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(api.url + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const upload = (api: Api, path: string, token: string, form: { payload: Buffer; headers: object }) =>
    fetch(api.url + path, {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      body: form.payload,
    });
  const objects = async (prefix: string) =>
    (
      (await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }))).Contents ??
      []
    ).map((o) => o.Key);

  it('shares sessions, files, revocations and limits, and survives the loss of one process', async () => {
    const payload = candidatePayload();
    const created = await json(a, 'POST', '/api/v1/usuario_candidato', payload);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const login = await json(a, 'POST', '/api/v1/usuarios/login', {
      email: payload.email,
      senha: payload.senha,
    });
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    expect((await json(b, 'GET', '/api/v1/usuarios/me', undefined, token)).status).toBe(200);

    // A photo and a portfolio sent to B download through A, byte for byte.
    const photo = await upload(
      b,
      `/api/v1/arquivos/perfil/candidato/${id}`,
      token,
      multipart([{ field: 'arquivo', filename: 'eu.png', data: PNG }]),
    );
    expect(photo.status).toBe(201);
    const portfolioBytes = sized(pdf('portfólio'), 300_000);
    const portfolio = await upload(
      b,
      `/api/v1/arquivos/portfolio/candidato/${id}`,
      token,
      multipart([
        { field: 'arquivos', filename: 'cv.pdf', contentType: 'application/pdf', data: portfolioBytes },
      ]),
    );
    expect(portfolio.status).toBe(201);
    const photoLink = await json(a, 'GET', `/api/v1/arquivos/perfil/candidato/${id}`, undefined, token);
    const photoBytes = Buffer.from(await (await fetch(a.url + photoLink.body.url)).arrayBuffer());
    expect(photoBytes.equals(PNG)).toBe(true);
    const files = await json(a, 'GET', `/api/v1/arquivos/portfolio/candidato/${id}`, undefined, token);
    const key = (files.body as { key: string }[])[0]?.key as string;
    const link = await json(
      a,
      'GET',
      `/api/v1/arquivos/portfolio/candidato/${id}/link?key=${encodeURIComponent(key)}`,
      undefined,
      token,
    );
    const downloaded = Buffer.from(await (await fetch(a.url + link.body.url)).arrayBuffer());
    expect(downloaded.equals(portfolioBytes)).toBe(true);

    // A has the session in its cache (60 s); a logout on B reaches it through Redis.
    expect((await json(a, 'GET', '/api/v1/usuarios/me', undefined, token)).status).toBe(200);
    expect((await json(b, 'POST', '/api/v1/usuarios/logout', undefined, token)).status).toBeLessThan(300);
    const loggedOut = Date.now();
    let refusedAfter = -1;
    while (Date.now() - loggedOut < 5_000) {
      if ((await json(a, 'GET', '/api/v1/usuarios/me', undefined, token)).status === 401) {
        refusedAfter = Date.now() - loggedOut;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(
      refusedAfter,
      `A refused the logged-out token\n${a.output()}\n${b.output()}`,
    ).toBeGreaterThanOrEqual(0);
    expect(refusedAfter).toBeLessThan(1_000);

    // B dies in the middle of a large upload (past its first 5 MB part): A keeps serving, and
    // neither the bucket nor the portfolio holds anything of it.
    const again = await json(a, 'POST', '/api/v1/usuarios/login', {
      email: payload.email,
      senha: payload.senha,
    });
    const token2 = again.body.access_token as string;
    await new Promise<void>((resolve) => {
      const boundary = 'rxscaleboundary';
      const request = httpRequest(`${b.url}/api/v1/arquivos/portfolio/candidato/${id}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token2}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivos"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      request.write(pdf('grande'));
      let sent = 0;
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      const pump = () => {
        if (sent >= 7 * 1024 * 1024) {
          b.child.kill('SIGKILL');
          return;
        }
        sent += chunk.length;
        request.write(chunk, () => setTimeout(pump, 5));
      };
      pump();
    });
    await b.exited;
    expect((await json(a, 'GET', '/api/v1/health')).status).toBe(200);
    const after = await json(a, 'GET', `/api/v1/arquivos/portfolio/candidato/${id}`, undefined, token2);
    expect((after.body as unknown[]).length).toBe(1);
    expect(await objects(`u/${id}/`)).toHaveLength(2);

    // Wrong passwords from one address, alternating A and a new B: one limit for both. The sign-ins
    // above (two) count in the same window.
    b = await start('b', env);
    const answers: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      const api = i % 2 === 0 ? a : b;
      answers.push(
        (await json(api, 'POST', '/api/v1/usuarios/login', { email: payload.email, senha: 'errada-123' }))
          .status,
      );
    }
    // Two sign-ins + six wrong attempts fill the limit of eight; the next two, one on each, are refused.
    expect(answers, answers.join()).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  }, 120_000);
});
