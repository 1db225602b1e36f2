// Backups of the embedded database while the server runs. Only one process may open DATA_DIR/db
// (db-lock.ts), and only the server knows when no query is writing to it: so the server that
// holds it takes the snapshot. It answers on a Unix socket beside it, DATA_DIR/backup.sock (HTTP,
// POST /snapshot; mode 0600: whoever may read DATA_DIR may read the snapshot): it checkpoints,
// then copies DATA_DIR/db to DATA_DIR/backup-snapshot-* with no query running (PGlite's
// runExclusive), and answers the copy's path. Queries wait only for the copy of the files (about
// a second per GB), not for the archive, which `npm run backup` writes from the copy and then
// removes it. The copy is what a crash at that instant would leave, which PostgreSQL recovers
// from by design; the checkpoint keeps that recovery short.

import { chmodSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export const SOCKET_NAME = 'backup.sock';
const SNAPSHOT_PREFIX = 'backup-snapshot-';
/** Longest Unix socket path Linux takes (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Copies the data directory `dbDir` of the open `client` into a new DATA_DIR/backup-snapshot-*. */
export async function snapshotPglite(client: PGlite, dbDir: string, dataDir: string): Promise<string> {
  await client.exec('CHECKPOINT');
  const dir = await mkdtemp(join(dataDir, SNAPSHOT_PREFIX));
  try {
    await client.runExclusive(async () => {
      await client.syncToFs();
      await cp(dbDir, join(dir, 'db'), { recursive: true });
    });
    return join(dir, 'db');
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Removes a snapshot (its DATA_DIR/backup-snapshot-* folder). */
export const removeSnapshot = (snapshotDb: string) =>
  rm(join(snapshotDb, '..'), { recursive: true, force: true });

/**
 * Serves snapshots of `client` on DATA_DIR/backup.sock until the returned function is called. The
 * caller holds the DATA_DIR lock, so a socket or snapshots found there are a dead server's and go.
 * Answers a no-op closer (with a warning) when the path is too long for a Unix socket.
 */
export async function serveSnapshots(
  client: PGlite,
  dbDir: string,
  dataDir: string,
  log: Log,
): Promise<() => Promise<void>> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(SNAPSHOT_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
  const path = join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn({ path }, 'DATA_DIR is too long a path for the backup socket: back up with the server stopped');
    return async () => {};
  }
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/snapshot') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    snapshotPglite(client, dbDir, dataDir)
      .then((dir) => {
        log.info({ ms: Date.now() - started }, 'backup: database snapshot taken');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ dir }));
      })
      .catch((err: unknown) => {
        log.error({ err }, 'backup: the database snapshot failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end((err as Error).message);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(path, { force: true });
        resolve();
      });
    });
}

/** Asks the server holding `dataDir` for a snapshot; answers its folder (remove it when done). */
export function requestSnapshot(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: join(dataDir, SOCKET_NAME), path: '/snapshot', method: 'POST' },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          if (res.statusCode === 200) resolve((JSON.parse(text) as { dir: string }).dir);
          else
            reject(
              new Error(`the server could not take a snapshot of the database: ${text || res.statusCode}`),
            );
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
