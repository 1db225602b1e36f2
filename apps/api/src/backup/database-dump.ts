// The database part of a backup: PGlite's data directory (DATA_DIR/db) as its own gzipped tarball,
// or PostgreSQL (DATABASE_URL) through pg_dump's custom format and pg_restore. Both restore only
// into an empty target.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DatabaseLockError, openDatabase } from '../plugins/db';
import { liveLockOwner } from '../plugins/db-lock';
import { dumpPglite, requestDatabaseDump, SOCKET_NAME } from './online-dump';

export type DatabaseKind = 'pglite' | 'postgres';

/** A backup or restore that cannot go on; its message says why and what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where PGlite keeps its data inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'db');

/**
 * Writes the embedded database of `dataDir` to `file`: through the server that holds DATA_DIR when
 * one runs (online-dump.ts), else by opening it here (under the lock, so no server starts meanwhile).
 */
export async function dumpEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(pgliteDir(dataDir))) {
    throw new BackupError(
      `DATA_DIR ${dataDir} holds no database (no ${pgliteDir(dataDir)}): nothing to back up.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const owner = liveLockOwner(dataDir);
    if (owner !== null) {
      if (!existsSync(join(dataDir, SOCKET_NAME))) {
        throw new BackupError(
          `The server (pid ${owner}) that uses DATA_DIR ${dataDir} does not answer backups on ${SOCKET_NAME}: ` +
            'restart it with this version, or stop it and run the backup again.',
        );
      }
      await requestDatabaseDump(dataDir, file);
      return;
    }
    try {
      const database = await openDatabase({ dataDir });
      try {
        if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
        writeFileSync(file, await dumpPglite(database.driver.client), { mode: 0o600 });
      } finally {
        await database.close();
      }
      return;
    } catch (err) {
      // A server took DATA_DIR between the look and the open: ask it instead.
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

/**
 * Loads a dump into DATA_DIR/db, which must not exist (the caller holds the DATA_DIR lock). It is
 * built beside it and renamed at the end, so a failed restore leaves no half database.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<void> {
  const building = join(dataDir, 'db.restoring');
  rmSync(building, { recursive: true, force: true });
  try {
    const client = new PGlite(building, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.waitReady;
    await client.exec('CHECKPOINT');
    await client.close();
    renameSync(building, pgliteDir(dataDir));
  } catch (err) {
    rmSync(building, { recursive: true, force: true });
    throw err;
  }
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
