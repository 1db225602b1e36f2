// The durable job queue on real server processes (src/main.ts bundled as for `npm start`), with the
// SMTP stand-in on loopback:
// - on the embedded database (PGlite on disk), an e-mail waiting for its next try survives kill -9
//   of the server and is delivered once after the restart;
// - two processes on one PostgreSQL (a throwaway cluster) deliver each e-mail once, whichever of
//   them stored it.
// Run once, in the PGlite project (the PostgreSQL part brings its own cluster).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCandidate } from '../factories';
import { pgliteTemplate, usePostgres } from '../helper';
import { buildServer, type ServerProcess, startServer } from '../server-process';
import { type SmtpStandIn, startSmtpStandIn } from '../smtp-server';
import { createPgCluster, findPgBin, type PgCluster } from './pg-cluster';
import { remote } from './remote';

const PG_BIN = findPgBin();

let root = '';
let web = '';
let bundle: Awaited<ReturnType<typeof buildServer>> | undefined;
let smtp: SmtpStandIn;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (usePostgres()) return;
  [bundle, smtp] = await Promise.all([buildServer(), startSmtpStandIn()]);
  root = mkdtempSync(join(tmpdir(), 'rx-jobs-'));
  web = join(root, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="pt-BR"><body></body></html>');
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  await smtp?.close();
  bundle?.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

const baseEnv = () => ({
  WEB_DIST_DIR: web,
  SMTP_URL: smtp.url,
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_POLL_MS: '500',
  // A job running when its process was killed runs again 5 s later (default 5 minutes).
  JOB_EXPIRE_SECONDS: '5',
  LOGIN_RATE_LIMIT_IP: '100000',
  SIGNUP_RATE_LIMIT_IP: '100000',
  RESET_RATE_LIMIT_IP: '100000',
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(bundle?.entry ?? '', env, root, 120_000);
  servers.push(server);
  return server;
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const forgot = (server: ServerProcess, email: string) =>
  fetch(`${server.url}/auth_reset/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
const receivedTo = (email: string) => smtp.received.filter((raw) => raw.includes(`To: ${email}`));

describe.skipIf(usePostgres())('a job on the embedded database', () => {
  it('survives kill -9 of the server and is delivered once after the restart', async () => {
    const dataDir = join(root, 'embedded');
    mkdirSync(dataDir);
    const seed = new PGlite(join(dataDir, 'db'), { loadDataDir: await pgliteTemplate() });
    await seed.waitReady;
    await seed.close();
    const env = { ...baseEnv(), DATA_DIR: dataDir };

    let server = await start(env);
    const { record } = await registerCandidate(remote(server.url));
    smtp.refuse = 1_000;
    const before = smtp.attempts;
    expect((await forgot(server, record.email)).status).toBe(200);
    // Killed while the job runs (its message refused or on its way): it is only in the database.
    await until(() => smtp.attempts > before, 'the first try');
    await server.kill();

    smtp.refuse = 0;
    server = await start(env);
    await until(() => receivedTo(record.email).length > 0, 'the e-mail after the restart');
    expect(receivedTo(record.email)).toHaveLength(1);
    expect(receivedTo(record.email)[0]).toContain('Subject:');
    await server.kill();
  }, 240_000);
});

describe.skipIf(usePostgres() || !PG_BIN)('two processes on one PostgreSQL', () => {
  let cluster: PgCluster | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await cluster?.destroy();
  });

  it('deliver each e-mail once, whichever process stored it', async () => {
    cluster = await createPgCluster(PG_BIN as string);
    const shared = { ...baseEnv(), DATABASE_URL: cluster.url };
    const a = await start({ ...shared, DATA_DIR: join(root, 'a') });
    const b = await start({ ...shared, DATA_DIR: join(root, 'b') });

    const emails: string[] = [];
    for (let i = 0; i < 8; i++) {
      const server = i % 2 === 0 ? a : b;
      const { record } = await registerCandidate(remote(server.url));
      emails.push(record.email);
    }
    smtp.refuse = 0;
    await Promise.all(emails.map((email, i) => forgot(i % 2 === 0 ? b : a, email)));

    await until(() => emails.every((email) => receivedTo(email).length > 0), 'every e-mail');
    // Nothing left to run anywhere: no second copy can still be on its way.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await until(async () => {
        const { rows } = await client.query(
          `select count(*)::int as n from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
        );
        return rows[0]?.n === 0;
      }, 'an empty queue');
    } finally {
      await client.end();
    }
    for (const email of emails) expect(receivedTo(email), email).toHaveLength(1);
  }, 240_000);
});
