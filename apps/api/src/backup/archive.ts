// The backup archive: one gzipped tar, written by `npm run backup` and read by `npm run restore`.
//
//   backup.json              what it holds: format, version, when, the database kind
//   database/pglite.tar.gz   PGlite's data directory (embedded default), or
//   database/postgres.dump   pg_dump's custom format (DATABASE_URL)
//   files/<key>              every stored file, byte for byte, under its storage key
//   summary.json             the count and bytes of the files (last: a cut archive lacks it)
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
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
export const databaseEntry = (kind: DatabaseKind) =>
  kind === 'pglite' ? 'database/pglite.tar.gz' : 'database/postgres.dump';

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

/** The entries of a tar stream (gunzip it outside), in order. */
export async function* readArchive(input: Readable): AsyncGenerator<ArchiveEntry> {
  const entries = extract();
  input.once('error', (err) => entries.destroy(err));
  input.pipe(entries);
  for await (const entry of entries) {
    const body = entry as unknown as Readable;
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
