// Backups of the embedded database while the server runs. Only one process may open DATA_DIR/db
// (db-lock.ts), so `npm run backup` cannot read it while a server holds it: the server that holds
// it answers dumps on a Unix socket beside it, DATA_DIR/backup.sock (HTTP, GET /database, mode
// 0600: whoever may read DATA_DIR may read the dump). The dump is PGlite's own data-directory
// tarball, taken between two queries after a checkpoint, so it is consistent; queries wait the
// second or so it takes.
import { createWriteStream, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';

export const SOCKET_NAME = 'backup.sock';
/** Longest Unix socket path Linux takes (108 bytes with the terminating NUL). */
const MAX_SOCKET_PATH = 107;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** PGlite's data directory as a gzipped tarball, after a checkpoint (what a restore loads). */
export async function dumpPglite(client: PGlite): Promise<Buffer> {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * Serves dumps of `client` on DATA_DIR/backup.sock until the returned function is called. The
 * caller holds the DATA_DIR lock, so a socket file found there is a dead server's and is replaced.
 * Answers a no-op closer (with a warning) when the path is too long for a Unix socket.
 */
export async function serveDatabaseDumps(
  client: PGlite,
  dataDir: string,
  log: Log,
): Promise<() => Promise<void>> {
  const path = join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn({ path }, 'DATA_DIR is too long a path for the backup socket: back up with the server stopped');
    return async () => {};
  }
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/database') {
      res.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dumpPglite(client)
      .then((bytes) => {
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup: database dumped');
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length });
        res.end(bytes);
      })
      .catch((err: unknown) => {
        log.error({ err }, 'backup: the database dump failed');
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end((err as Error).message);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(path, { force: true });
        resolve();
      });
    });
}

/** Asks the server holding `dataDir` for a dump and writes it to `file`; rejects with its reason. */
export function requestDatabaseDump(dataDir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: join(dataDir, SOCKET_NAME), path: '/database', method: 'GET' },
      (res) => {
        if (res.statusCode !== 200) {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            reject(new Error(`the server could not dump the database: ${text || res.statusCode}`)),
          );
          return;
        }
        pipeline(res, createWriteStream(file, { mode: 0o600 })).then(resolve, reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
