// The database part of a backup: PGlite's data directory (DATA_DIR/db, or the running server's
// snapshot of it), or PostgreSQL (DATABASE_URL) through pg_dump's custom format and pg_restore. Both restore only
// into an empty target.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { acquireDataDirLock, DatabaseLockError, liveLockOwner } from '../plugins/db-lock';
import { removeSnapshot, requestSnapshot, SOCKET_NAME } from './embedded-snapshot';

export type DatabaseKind = 'pglite' | 'postgres';

/** A backup or restore that cannot go on; its message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where PGlite keeps its data inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'db');

/** How long a backup waits for a starting server to open its socket. */
const SOCKET_WAIT_MS = 60_000;

/** The embedded database to archive: a folder that no process writes while it is read. */
export interface EmbeddedSource {
  dir: string;
  /** Removes the snapshot, or releases the DATA_DIR lock. */
  release(): Promise<void>;
}

/**
 * The embedded database of `dataDir`, quiet: a snapshot taken by the server that holds DATA_DIR
 * when one runs (embedded-snapshot.ts), else DATA_DIR/db itself under the DATA_DIR lock, so that
 * no server starts while it is read.
 */
export async function embeddedSource(dataDir: string): Promise<EmbeddedSource> {
  if (!existsSync(pgliteDir(dataDir))) {
    throw new BackupError(
      `DATA_DIR ${dataDir} holds no database (no ${pgliteDir(dataDir)}): nothing to back up.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const owner = liveLockOwner(dataDir);
    if (owner !== null) {
      // A server that is starting opens the socket once it listens.
      const deadline = Date.now() + SOCKET_WAIT_MS;
      while (
        !existsSync(join(dataDir, SOCKET_NAME)) &&
        Date.now() < deadline &&
        liveLockOwner(dataDir) === owner
      ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      if (!existsSync(join(dataDir, SOCKET_NAME))) {
        throw new BackupError(
          `The server (pid ${owner}) that uses DATA_DIR ${dataDir} has not opened ${SOCKET_NAME} in ` +
            `${SOCKET_WAIT_MS / 1000} s: if it runs an older version, restart it with this one, or stop it and run the backup again.`,
        );
      }
      const dir = await requestSnapshot(dataDir);
      return { dir, release: () => removeSnapshot(dir) };
    }
    try {
      const release = acquireDataDirLock(dataDir);
      return { dir: pgliteDir(dataDir), release: async () => release() };
    } catch (err) {
      // A server took DATA_DIR between the look and the lock: ask it instead.
      if (!(err instanceof DatabaseLockError)) throw err;
    }
  }
  throw new BackupError(`DATA_DIR ${dataDir} is busy: run the backup again.`);
}

/** Whether DATA_DIR already holds a database (a restore refuses it). */
export function embeddedExists(dataDir: string): boolean {
  const dir = pgliteDir(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** Where a restore unpacks the embedded database before it becomes DATA_DIR/db. */
export const restoringDir = (dataDir: string) => join(dataDir, 'db.restoring');

/**
 * Makes the unpacked data directory `restoringDir(dataDir)` the database of DATA_DIR, after
 * opening it once (PostgreSQL's recovery runs then, and a damaged copy fails here). The caller
 * holds the DATA_DIR lock and has checked that DATA_DIR/db does not exist.
 */
export async function restoreEmbedded(dataDir: string): Promise<void> {
  const building = restoringDir(dataDir);
  const client = new PGlite(building);
  await client.waitReady;
  await client.exec('CHECKPOINT');
  await client.close();
  renameSync(building, pgliteDir(dataDir));
}

/** The newest installed PostgreSQL client tool `name` (pg_dump, pg_restore). */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(join(process.env.PG_BIN, name));
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, 'bin', name)));
  }
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) candidates.push(join(dir, name));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new BackupError(
      `${name} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client), ` +
        "of the server's major version or newer, or set PG_BIN to their folder.",
    );
  }
  return found;
}

/** The URL without its password, which goes to the tool through PGPASSWORD (not its command line). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(tool, args, { env, maxBuffer: 16 * 1024 * 1024 }, (err, _stdout, stderr) => {
      if (!err) return resolve();
      const detail = stderr.trim() || err.message;
      reject(new BackupError(`${tool.split('/').pop()} failed: ${detail}`));
    });
  });
}

/** pg_dump of `url` in the custom format (compressed; what pg_restore reads) to `file`. */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    findPgTool('pg_dump'),
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/** How many tables the database of `url` holds outside PostgreSQL's own schemas. */
export async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Restores a pg_dump file into the (empty) database of `url`, in one transaction: all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    findPgTool('pg_restore'),
    ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
    env,
  );
}
