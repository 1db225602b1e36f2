// The backup archive: one gzipped tar, written by `npm run backup` and read by `npm run restore`.
//
//   backup.json              what it holds: format, version, when, the database kind
//   instance.json            the storage's instance marker and the link-signing key (or only
//                            SECRET_KEY's fingerprint): instance-entry.ts; absent in older backups
//   database/pglite/…        PGlite's data directory, file by file (embedded default), or
//   database/postgres.dump   pg_dump's custom format (DATABASE_URL)
//   files/<key>              every stored file, byte for byte, under its storage key
//   summary.json             the count and bytes of the files (last: a cut archive lacks it)
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, type Header, pack } from 'tar-stream';
import type { DatabaseKind } from './database-dump';

export const FORMAT = 'radiologia-talentos-backup';
export const VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  version: typeof VERSION;
  createdAt: string;
  database: DatabaseKind;
}

export interface Summary {
  files: number;
  bytes: number;
}

export const MANIFEST_ENTRY = 'backup.json';
export const SUMMARY_ENTRY = 'summary.json';
export const FILES_PREFIX = 'files/';
/** PGlite's data directory is stored under this prefix, its folders included (PostgreSQL needs
 * its empty ones); pg_dump's file is the one entry POSTGRES_ENTRY. */
export const PGLITE_PREFIX = 'database/pglite/';
export const POSTGRES_ENTRY = 'database/postgres.dump';

/** Writes tar entries one after the other into `out` (gzip it outside). */
export class ArchiveWriter {
  readonly #pack = pack();

  constructor(out: Writable) {
    this.#pack.pipe(out);
  }

  json(name: string, value: unknown): Promise<void> {
    return this.bytes(name, Buffer.from(`${JSON.stringify(value, null, 2)}\n`));
  }

  bytes(name: string, data: Buffer): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pack.entry({ name, size: data.length, mode: 0o600 }, data, (err) =>
        err ? reject(err) : resolve(),
      );
    });
  }

  /** Streams `size` bytes of `source` as `name`; rejects when the source fails or is not that size. */
  stream(name: string, size: number, source: Readable): Promise<void> {
    return new Promise((resolve, reject) => {
      const entry = this.#pack.entry({ name, size, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
      source.once('error', (err) => {
        entry.destroy(err);
        reject(err);
      });
      source.pipe(entry);
    });
  }

  /** Adds every folder and file under `dir` as `prefix` + its relative path; answers the bytes. */
  async directory(prefix: string, dir: string): Promise<number> {
    let bytes = 0;
    const walk = async (relative: string): Promise<void> => {
      const entries = await readdir(join(dir, relative), { withFileTypes: true });
      entries.sort((a, b) => a.name.localeCompare(b.name));
      for (const entry of entries) {
        const path = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          await this.folder(`${prefix}${path}/`);
          await walk(path);
        } else if (entry.isFile()) {
          const { size } = await stat(join(dir, path));
          await this.stream(`${prefix}${path}`, size, createReadStream(join(dir, path)));
          bytes += size;
        }
      }
    };
    await walk('');
    return bytes;
  }

  folder(name: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#pack.entry({ name, type: 'directory', mode: 0o700 }, (err) => (err ? reject(err) : resolve()));
    });
  }

  async finish(): Promise<void> {
    this.#pack.finalize();
    await once(this.#pack, 'end');
  }
}

export interface ArchiveEntry {
  header: Header;
  /** The entry's bytes; read it to the end (or call `skip`) before the next entry comes. */
  body: Readable;
  json<T>(): Promise<T>;
  skip(): Promise<void>;
}

/**
 * Writes an entry of a folder stored by `ArchiveWriter.directory` under `root` (`relative` is its
 * name without the prefix); refuses a name that would leave `root`.
 */
export async function unpack(entry: ArchiveEntry, root: string, relative: string): Promise<void> {
  const path = normalize(relative);
  if (!relative || isAbsolute(relative) || path === '..' || path.startsWith(`..${sep}`)) {
    throw new Error(`an entry of the archive leaves its folder: ${entry.header.name}`);
  }
  if (entry.header.type === 'directory') {
    await mkdir(join(root, path), { recursive: true, mode: 0o700 });
    await entry.skip();
    return;
  }
  await mkdir(join(root, path, '..'), { recursive: true, mode: 0o700 });
  await pipeline(entry.body, createWriteStream(join(root, path), { mode: 0o600 }));
}

/** The entries of a tar stream (gunzip it outside), in order. */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const entries = extract();
  // The entry being read fails too: a consumer waiting on its bytes (a file being written) would
  // otherwise wait for ever when the input breaks (an archive cut short).
  let current: Readable | null = null;
  input.once('error', (err) => {
    current?.destroy(err);
    entries.destroy(err);
  });
  input.pipe(entries);
  for await (const entry of entries) {
    const body = entry as unknown as Readable;
    current = body;
    yield {
      header: entry.header,
      body,
      json: async <T>() => {
        const chunks: Buffer[] = [];
        for await (const chunk of body) chunks.push(chunk as Buffer);
        return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
      },
      skip: async () => {
        for await (const _ of body) {
          // drained
        }
      },
    };
    // An entry the caller left unread is drained, so the next one can come.
    entry.resume();
  }
}
