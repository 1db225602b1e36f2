// What an instance keeps to itself, on real server processes (the built bundle) started under the
// usual umask 022: DATA_DIR is owner-only (fresh, after an older version left it wide, restored);
// a fresh database pointed at another instance's files refuses to start and deletes nothing,
// even with ORPHAN_FILE_AGE_MINUTES=0; a backup carries the link-signing key, so a link signed
// before works on the restored instance; `npm run backup|restore` end bad paths and cut archives
// with one line and leave the target as they found it. Embedded, and PostgreSQL with a bucket.
import {
  chmodSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, type TestUser, uploadPhoto } from '../factories';
import { filesUnder, PNG } from '../multipart';
import { startS3Server, type TestS3Server } from '../s3-server';
import { buildServer, type ServerProcess, startServer } from '../server-process';
import { createPgCluster, findPgBin, type PgCluster } from './pg-cluster';
import { cli, patient, remote } from './remote';

const PG_BIN = findPgBin();
let bundle: { entry: string; remove: () => void };
let work = '';
const servers: ServerProcess[] = [];

beforeAll(async () => {
  bundle = await buildServer();
  work = mkdtempSync(join(tmpdir(), 'rx-instance-'));
  mkdirSync(join(work, 'web'));
  writeFileSync(join(work, 'web', 'index.html'), '<!doctype html><html lang="pt-BR"><body>spa</body></html>');
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  bundle?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

const serverEnv = (env: Record<string, string>) => ({
  WEB_DIST_DIR: join(work, 'web'),
  LOG_LEVEL: 'info',
  LOGIN_RATE_LIMIT_IP: '1000',
  ORPHAN_FILE_AGE_MINUTES: '0',
  ...env,
});

async function serve(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(bundle.entry, serverEnv(env), work, 45_000, { umask: '022' });
  servers.push(server);
  return server;
}

/** The output of a server that must refuse to start. */
async function refusal(env: Record<string, string>): Promise<string> {
  try {
    servers.push(await startServer(bundle.entry, serverEnv(env), work, 45_000, { umask: '022' }));
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('the server started');
}

/** Entries of `dir` (itself included) that another user may read, write or enter. */
function openToOthers(dir: string): string[] {
  const wide: string[] = [];
  const visit = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) wide.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return wide;
}

/** What an older version left under umask 022: folders 0755, files 0666. */
function widen(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, 0o755);
    else if (entry.isFile()) chmodSync(path, 0o666);
  }
  chmodSync(dir, 0o755);
}

/** A candidate with a photo, and a signed link to it taken now. */
async function candidateWithPhoto(url: string): Promise<{ user: TestUser; key: string; link: string }> {
  const app = remote(url);
  const user = await createCandidate(app);
  const key = await uploadPhoto(app, user);
  const res = await patient(`${url}/api/v1/arquivos/perfil/candidato/${user.id}`, { headers: user.headers });
  expect(res.status).toBe(200);
  return { user, key, link: ((await res.json()) as { url: string }).url };
}

async function fetchBytes(url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await patient(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** One line, no stack trace. */
const oneLine = (output: string) => {
  expect(output.trim().split('\n')).toHaveLength(1);
  expect(output).not.toMatch(/\n\s+at /);
};

describe('the embedded default (PGlite and files in DATA_DIR)', () => {
  const a = () => join(work, 'a');
  let archive = '';
  let photo: { key: string; link: string };

  it('keeps DATA_DIR owner-only, refuses a fresh database on its files, and restores its link key', async () => {
    const first = await serve({ DATA_DIR: a() });
    photo = await candidateWithPhoto(first.url);
    expect(readdirSync(join(a(), 'db')).length).toBeGreaterThan(3);
    expect(openToOthers(a())).toEqual([]);

    // Into a folder that does not exist yet: made, owner-only.
    archive = join(work, 'backups', 'nested', 'a.tar.gz');
    const backup = await cli('backup', [archive], { DATA_DIR: a() }, work);
    expect(backup.code, backup.output).toBe(0);
    expect(openToOthers(join(work, 'backups'))).toEqual([]);
    await first.kill();

    // A DATA_DIR an older version left readable by all is narrowed at the next start.
    widen(a());
    const second = await serve({ DATA_DIR: a() });
    expect(openToOthers(a())).toEqual([]);
    await second.kill();

    // A fresh database on these files: refused, naming both sides; nothing deleted.
    renameSync(join(a(), 'db'), join(work, 'a-db'));
    const refused = await refusal({ DATA_DIR: a() });
    expect(refused).toContain(`the folder ${join(a(), 'files')} belongs to instance`);
    expect(refused).toContain('is a database that never used it');
    expect(filesUnder(join(a(), 'files'))).toContain(photo.key);
    rmSync(join(a(), 'db'), { recursive: true, force: true });
    renameSync(join(work, 'a-db'), join(a(), 'db'));
    const again = await serve({ DATA_DIR: a() });
    expect((await fetchBytes(again.url + photo.link)).bytes.equals(PNG)).toBe(true);
    await again.kill();

    // Restored under umask 022: owner-only, the same link key, and the link signed before works.
    const b = join(work, 'b');
    const restore = await cli('restore', [archive], { DATA_DIR: b }, work);
    expect(restore.code, restore.output).toBe(0);
    expect(openToOthers(b)).toEqual([]);
    expect(readFileSync(join(b, 'secret.key'), 'utf8')).toBe(readFileSync(join(a(), 'secret.key'), 'utf8'));
    const restored = await serve({ DATA_DIR: b });
    const served = await fetchBytes(restored.url + photo.link);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PNG)).toBe(true);
    await restored.kill();
  }, 240_000);

  it('ends bad paths and cut archives with one line and leaves the target as it found it', async () => {
    expect(archive, 'the first test ran').not.toBe('');
    const c = join(work, 'c');
    // A backup whose folder cannot be made (a file is in the way).
    writeFileSync(join(work, 'a-file'), 'x');
    const blocked = await cli('backup', [join(work, 'a-file', 'x.tar.gz')], { DATA_DIR: a() }, work);
    expect(blocked.code).toBe(1);
    expect(blocked.output).toContain(`cannot write the archive in ${join(work, 'a-file')}`);
    oneLine(blocked.output);

    const missing = await cli('restore', [join(work, 'nope.tar.gz')], { DATA_DIR: c }, work);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('does not exist');
    oneLine(missing.output);
    const folder = await cli('restore', [join(work, 'backups')], { DATA_DIR: c }, work);
    expect(folder.code).toBe(1);
    expect(folder.output).toContain('is a folder, not a backup archive');
    oneLine(folder.output);
    expect(existsSync(c)).toBe(false);

    // A gzip cut in its middle: the same refusal as a cut tar; DATA_DIR as it was (empty here).
    const whole = readFileSync(archive);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    mkdirSync(c);
    const cutShort = await cli('restore', [cut], { DATA_DIR: c }, work);
    expect(cutShort.code).toBe(1);
    expect(cutShort.output).toContain('is incomplete (it was cut short) or damaged');
    oneLine(cutShort.output);
    expect(readdirSync(c)).toEqual([]);
    // And into a DATA_DIR that does not exist: it still does not.
    const d = join(work, 'd');
    expect((await cli('restore', [cut], { DATA_DIR: d }, work)).code).toBe(1);
    expect(existsSync(d)).toBe(false);

    // Another SECRET_KEY than the backup's: refused before anything is written.
    const other = await cli('restore', [archive], { DATA_DIR: d, SECRET_KEY: 'k'.repeat(40) }, work);
    expect(other.code).toBe(1);
    expect(other.output).toContain('another link-signing key');
    oneLine(other.output);
    expect(existsSync(d)).toBe(false);

    // Storage that holds no file but another instance's marker is not empty either.
    const e = join(work, 'e');
    mkdirSync(join(e, 'files'), { recursive: true });
    copyFileSync(join(a(), 'files', '.instance.json'), join(e, 'files', '.instance.json'));
    const marked = await cli('restore', [archive], { DATA_DIR: e }, work);
    expect(marked.code).toBe(1);
    expect(marked.output).toContain('belongs to instance');
    oneLine(marked.output);
    expect(filesUnder(e)).toEqual(['files/.instance.json']);
  }, 120_000);
});

describe.skipIf(!PG_BIN)('PostgreSQL with an S3 bucket', () => {
  let cluster: PgCluster;
  const buckets: TestS3Server[] = [];
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
    cluster = await createPgCluster(PG_BIN as string);
    for (const name of ['one', 'two', 'three']) buckets.push(await startS3Server(`rx-instance-${name}`));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    for (const name of ['um', 'dois', 'tres', 'quatro']) await admin.query(`create database ${name}`);
    await admin.end();
  }, 120_000);

  afterAll(async () => {
    await Promise.all([cluster?.destroy(), ...buckets.map((b) => b.close())]);
  });

  it('refuses a fresh database on the bucket, and a restore keeps the link key or refuses another', async () => {
    const [one, two, three] = buckets as [TestS3Server, TestS3Server, TestS3Server];
    const sourceEnv = { DATABASE_URL: databaseUrl('um'), DATA_DIR: join(work, 'pg-a'), ...one.env };
    const source = await serve(sourceEnv);
    const photo = await candidateWithPhoto(source.url);
    const archive = join(work, 'pg-backups', 'scaled.tar.gz');
    const backup = await cli('backup', [archive], sourceEnv, work);
    expect(backup.code, backup.output).toBe(0);
    await source.kill();

    const refused = await refusal({ ...sourceEnv, DATABASE_URL: databaseUrl('dois') });
    expect(refused).toContain(`the bucket ${one.config.bucket}`);
    expect(refused).toContain('belongs to instance');
    expect(refused).toContain('the PostgreSQL database dois');
    const back = await serve(sourceEnv);
    expect((await fetchBytes(back.url + photo.link)).bytes.equals(PNG)).toBe(true);
    await back.kill();

    const targetEnv = { DATABASE_URL: databaseUrl('tres'), DATA_DIR: join(work, 'pg-b'), ...two.env };
    const restore = await cli('restore', [archive], targetEnv, work);
    expect(restore.code, restore.output).toBe(0);
    const restored = await serve(targetEnv);
    const served = await fetchBytes(restored.url + photo.link);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PNG)).toBe(true);
    await restored.kill();

    const otherKey = {
      DATABASE_URL: databaseUrl('quatro'),
      DATA_DIR: join(work, 'pg-c'),
      SECRET_KEY: 'k'.repeat(40),
      ...three.env,
    };
    const mismatch = await cli('restore', [archive], otherKey, work);
    expect(mismatch.code).toBe(1);
    expect(mismatch.output).toContain('another link-signing key');
    expect(await tables('quatro')).toBe(0);
    expect(existsSync(join(work, 'pg-c'))).toBe(false);
  }, 240_000);
});
