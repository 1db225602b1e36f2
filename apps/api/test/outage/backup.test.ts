// `npm run backup` and `npm run restore` (src/backup) on real servers (the built bundle): a
// populated instance is backed up while it serves, restored elsewhere, and a server started there
// finds every account (sign-in), record, file (same bytes), posting, application and view again.
// Twice: the embedded default (PGlite in DATA_DIR, files on disk) and the scaled-out shape
// (PostgreSQL and an S3 bucket). A restore into a target that is not empty refuses and changes
// nothing.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { loginToken, type TestUser, uploadPhoto } from '../factories';
import { apply, createVaga, newClinic, publishedCandidate, STRONG_PASSWORD } from '../job-posting-factories';
import { multipart, pdf, sized } from '../multipart';
import { startS3Server, type TestS3Server } from '../s3-server';
import { buildServer, type ServerProcess, startServer } from '../server-process';
import { createPgCluster, findPgBin, type PgCluster } from './pg-cluster';
import { patient, remote, cli as runCli } from './remote';

const PG_BIN = findPgBin();

let bundle: { entry: string; remove: () => void };
let work = '';
const servers: ServerProcess[] = [];

beforeAll(async () => {
  bundle = await buildServer();
  work = mkdtempSync(join(tmpdir(), 'rx-backup-'));
  mkdirSync(join(work, 'web'));
  writeFileSync(join(work, 'web', 'index.html'), '<!doctype html><html lang="pt-BR"><body>spa</body></html>');
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  bundle?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function serve(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(
    bundle.entry,
    { WEB_DIST_DIR: join(work, 'web'), LOG_LEVEL: 'info', LOGIN_RATE_LIMIT_IP: '1000', ...env },
    work,
  );
  servers.push(server);
  return server;
}

/** `npm run backup|restore -- <file>` (the script's command, run where no .env is). */
const cli = (script: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  runCli(script, [file], env, work);

interface Population {
  candidate: TestUser;
  clinic: TestUser;
  vagaId: number;
  portfolio: Buffer;
}

/** A published candidate with a photo and a portfolio, a clinic with a posting, an application and a view. */
async function populate(app: App): Promise<Population> {
  const candidate = await publishedCandidate(app, { nome: 'Beatriz Backup' });
  await uploadPhoto(app, candidate);
  const portfolio = sized(pdf('portfólio de backup'), 250_000);
  const form = multipart([
    { field: 'arquivos', filename: 'portfolio.pdf', contentType: 'application/pdf', data: portfolio },
  ]);
  const sent = await app.inject({
    method: 'POST',
    url: `/api/v1/arquivos/portfolio/candidato/${candidate.id}`,
    headers: { ...candidate.headers, ...form.headers },
    payload: form.payload,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const clinic = await newClinic(app, { nome_fantasia: 'Clínica do Backup' });
  await uploadPhoto(app, clinic);
  const vagaId = await createVaga(app, clinic, { titulo: 'Vaga guardada no backup' });
  expect((await apply(app, candidate, vagaId, 'Tenho experiência com tomografia.')).statusCode).toBe(201);
  const viewed = await app.inject({
    method: 'POST',
    url: `/api/v1/visualizacoes/visualizacoes?candidato_id=${candidate.id}`,
    headers: clinic.headers,
  });
  expect(viewed.statusCode, viewed.body).toBe(201);
  return { candidate, clinic, vagaId, portfolio };
}

async function download(url: string, path: string, headers: Record<string, string>): Promise<Buffer> {
  const link = await patient(url + path, { headers });
  expect(link.status).toBe(200);
  const res = await patient(url + ((await link.json()) as { url: string }).url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * An answer without what differs from one request to the next: the sessions a new sign-in adds,
 * the export's time, and the expiry and signature of download links (their key stays).
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/^sess(oes|ions)$/.test(key) && key !== 'exportado_em')
        .map(([key, v]) => [key, comparable(v)]),
    );
  }
  return typeof value === 'string' ? value.replace(/&(exp|sig)=[^&]*/g, '') : value;
}

/** What the users find on a server: both accounts' exports, the posting, its applicants, the files. */
async function snapshot(url: string, p: Population) {
  const app = remote(url);
  const as = async (user: TestUser) => ({
    authorization: `Bearer ${await loginToken(app, user.email, STRONG_PASSWORD)}`,
  });
  const candidate = await as(p.candidate);
  const clinic = await as(p.clinic);
  const get = async (path: string, headers: Record<string, string>) => {
    const res = await patient(url + path, { headers });
    expect(res.status, path).toBe(200);
    return res.json() as Promise<unknown>;
  };
  const [portfolioFile] = (await get(`/api/v1/arquivos/portfolio/candidato/${p.candidate.id}`, clinic)) as {
    key: string;
  }[];
  return {
    candidateExport: comparable(await get('/api/v1/usuarios/me/export', candidate)),
    clinicExport: comparable(await get('/api/v1/usuarios/me/export', clinic)),
    vaga: comparable(await get(`/api/v1/vagas/${p.vagaId}`, clinic)),
    applicants: comparable(await get(`/api/v1/vagas/${p.vagaId}/candidaturas`, clinic)),
    views: await get(`/api/v1/visualizacoes/visualizacoes/count?candidato_id=${p.candidate.id}`, candidate),
    candidatePhoto: await download(url, `/api/v1/arquivos/perfil/candidato/${p.candidate.id}`, clinic),
    clinicPhoto: await download(url, `/api/v1/arquivos/perfil/clinica/${p.clinic.id}`, clinic),
    portfolio: await download(
      url,
      `/api/v1/arquivos/portfolio/candidato/${p.candidate.id}/link?key=${encodeURIComponent(portfolioFile?.key ?? '')}`,
      clinic,
    ),
  };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

function expectSameInstance(restored: Snapshot, original: Snapshot, p: Population) {
  expect(restored.candidateExport).toEqual(original.candidateExport);
  expect(restored.clinicExport).toEqual(original.clinicExport);
  expect(restored.vaga).toEqual(original.vaga);
  expect(restored.applicants).toEqual(original.applicants);
  expect(restored.views).toEqual(original.views);
  expect((restored.views as { visualizacoes: number }).visualizacoes).toBe(1);
  expect(restored.candidatePhoto.equals(original.candidatePhoto)).toBe(true);
  expect(restored.clinicPhoto.equals(original.clinicPhoto)).toBe(true);
  expect(restored.portfolio.equals(p.portfolio)).toBe(true);
  expect(JSON.stringify(restored.candidateExport)).toContain('Beatriz Backup');
  expect(JSON.stringify(restored.clinicExport)).toContain('Vaga guardada no backup');
}

/** The embedded test's archive and what its instance held, for the move into PostgreSQL. */
let embedded: { archive: string; population: Population; original: Snapshot } | undefined;

describe('the embedded default (PGlite in DATA_DIR, files on disk)', () => {
  it('backs up a running server, restores into a fresh DATA_DIR, and refuses one that is not', async () => {
    // A snapshot left by a server that died during a backup goes when the next one starts.
    mkdirSync(join(work, 'a', 'backup-snapshot-old', 'db'), { recursive: true });
    const source = await serve({ DATA_DIR: join(work, 'a') });
    expect(existsSync(join(work, 'a', 'backup-snapshot-old'))).toBe(false);
    const population = await populate(remote(source.url));
    const original = await snapshot(source.url, population);

    const archive = join(work, 'embedded.tar.gz');
    // The server answers on while its database is dumped (through it: nobody else may open it).
    let backingUp = true;
    const answers: number[] = [];
    const traffic = (async () => {
      while (backingUp) answers.push((await fetch(`${source.url}/api/v1/vagas`)).status);
    })();
    const backup = await cli('backup', archive, { DATA_DIR: join(work, 'a') });
    backingUp = false;
    await traffic;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/the pglite database and 3 files/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    // The server's snapshot was removed once archived.
    expect(readdirSync(join(work, 'a')).filter((name) => name.startsWith('backup-snapshot-'))).toEqual([]);

    embedded = { archive, population, original };
    const restore = await cli('restore', archive, { DATA_DIR: join(work, 'b') });
    expect(restore.code, restore.output).toBe(0);
    expect(readdirSync(join(work, 'b')).sort()).toEqual(['db', 'files', 'secret.key', 'tmp']);
    const restored = await serve({ DATA_DIR: join(work, 'b') });
    expectSameInstance(await snapshot(restored.url, population), original, population);

    // Not into a DATA_DIR that holds a database, whether a server runs on it or not.
    const again = await cli('restore', archive, { DATA_DIR: join(work, 'b') });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already using DATA_DIR');
    await restored.kill();
    const stopped = await cli('restore', archive, { DATA_DIR: join(work, 'b') });
    expect(stopped.code).toBe(1);
    expect(stopped.output).toContain('already holds a database: restore only into a fresh DATA_DIR');
    // Nor into storage that holds files, and nothing is written then.
    mkdirSync(join(work, 'c', 'files', 'perfil'), { recursive: true });
    writeFileSync(join(work, 'c', 'files', 'perfil', 'x.png'), 'x');
    const withFiles = await cli('restore', archive, { DATA_DIR: join(work, 'c') });
    expect(withFiles.code).toBe(1);
    expect(withFiles.output).toContain('already holds files');
    expect(existsSync(join(work, 'c', 'db'))).toBe(false);
    // The refusals left the restored instance whole: backed up with no server running (the tool
    // opens the database itself) and restored once more, it is the original again.
    const offline = join(work, 'offline.tar.gz');
    const second = await cli('backup', offline, { DATA_DIR: join(work, 'b') });
    expect(second.code, second.output).toBe(0);
    expect((await cli('restore', offline, { DATA_DIR: join(work, 'e') })).code).toBe(0);
    const after = await serve({ DATA_DIR: join(work, 'e') });
    expectSameInstance(await snapshot(after.url, population), original, population);
  }, 180_000);

  it('refuses what is not a whole backup, leaving the target empty', async () => {
    const junk = join(work, 'junk.tar.gz');
    writeFileSync(junk, Buffer.from('not an archive'));
    const result = await cli('restore', junk, { DATA_DIR: join(work, 'd') });
    expect(result.code).toBe(1);
    // DATA_DIR did not exist: it still does not (no secret.key, tmp/ or files/ left behind).
    expect(existsSync(join(work, 'd'))).toBe(false);

    // A real backup cut short near its end: the database and files read before the cut are
    // removed again.
    expect(embedded, 'the first embedded test ran').toBeDefined();
    const whole = readFileSync((embedded as NonNullable<typeof embedded>).archive);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, whole.length - 64));
    const cutShort = await cli('restore', cut, { DATA_DIR: join(work, 'd2') });
    expect(cutShort.code, cutShort.output).toBe(1);
    expect(existsSync(join(work, 'd2'))).toBe(false);
  }, 60_000);
});

describe.skipIf(!PG_BIN)('the scaled-out shape (PostgreSQL and an S3 bucket)', () => {
  let cluster: PgCluster;
  let sourceBucket: TestS3Server;
  let targetBucket: TestS3Server;
  const databaseUrl = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
  const tables = async (name: string) => {
    const client = new pg.Client({ connectionString: databaseUrl(name) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      );
      return Number(rows[0]?.n);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    [cluster, sourceBucket, targetBucket] = await Promise.all([
      createPgCluster(PG_BIN as string),
      startS3Server('rx-backup-source'),
      startS3Server('rx-backup-target'),
    ]);
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    for (const name of ['origem', 'destino', 'outro']) await admin.query(`create database ${name}`);
    await admin.end();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([cluster?.destroy(), sourceBucket?.close(), targetBucket?.close()]);
  });

  it('backs up with pg_dump and the bucket, restores into an empty database and bucket, and refuses the rest', async () => {
    const sourceEnv = {
      DATABASE_URL: databaseUrl('origem'),
      DATA_DIR: join(work, 'pg-a'),
      ...sourceBucket.env,
    };
    const source = await serve(sourceEnv);
    const population = await populate(remote(source.url));
    const original = await snapshot(source.url, population);

    const archive = join(work, 'scaled.tar.gz');
    const backup = await cli('backup', archive, sourceEnv);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/the postgres database and 3 files/);

    const targetEnv = {
      DATABASE_URL: databaseUrl('destino'),
      DATA_DIR: join(work, 'pg-b'),
      ...targetBucket.env,
    };
    const restore = await cli('restore', archive, targetEnv);
    expect(restore.code, restore.output).toBe(0);
    const restored = await serve(targetEnv);
    expectSameInstance(await snapshot(restored.url, population), original, population);

    // Not into a database that holds tables.
    const again = await cli('restore', archive, { ...targetEnv, ...sourceBucket.env });
    expect(again.code).toBe(1);
    expect(again.output).toContain('The database of DATABASE_URL is not empty');
    // Not into a bucket that holds files: the empty database stays empty.
    const full = await cli('restore', archive, { ...targetEnv, DATABASE_URL: databaseUrl('outro') });
    expect(full.code).toBe(1);
    expect(full.output).toContain('already holds files');
    expect(await tables('outro')).toBe(0);
    // Nor a PostgreSQL backup into the embedded database.
    const down = await cli('restore', archive, { DATA_DIR: join(work, 'pg-d') });
    expect(down.code).toBe(1);
    expect(down.output).toContain('holds PostgreSQL (DATABASE_URL): restore it into PostgreSQL');
    expect(existsSync(join(work, 'pg-d', 'db'))).toBe(false);
  }, 180_000);

  it('moves an embedded backup into PostgreSQL: the same accounts, records, files, postings and views', async () => {
    expect(embedded, 'the embedded test ran first').toBeDefined();
    const { archive, population, original } = embedded as NonNullable<typeof embedded>;
    const env = { DATABASE_URL: databaseUrl('outro'), DATA_DIR: join(work, 'pg-c') };
    const moved = await cli('restore', archive, env);
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toContain('the pglite database into postgres and 3 files');
    const server = await serve(env);
    expectSameInstance(await snapshot(server.url, population), original, population);
    // The ids go on after the copied ones: a new sign-up and posting work.
    const app = remote(server.url);
    const clinic = await newClinic(app, { nome_fantasia: 'Clínica Nova no PostgreSQL' });
    expect(clinic.id).toBeGreaterThan(population.clinic.id);
    await createVaga(app, clinic);
  }, 180_000);
});
