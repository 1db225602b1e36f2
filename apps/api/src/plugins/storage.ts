// File storage behind one interface (DESIGN.md "files"): the local-disk driver keeps the bytes
// under DATA_DIR/files and serves them through HMAC-signed, expiring links answered by
// GET /api/v1/arquivos/download (modules/files). Its temporaries (a file being written) live apart,
// in DATA_DIR/tmp, so a crash never leaves a partial file among the stored ones. The S3-compatible
// driver (s3-storage.ts) implements the same interface with the same links and is chosen by
// createStorage when S3_BUCKET is set; routes and services only see `app.storage`.
import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream, type Dirent } from 'node:fs';
import {
  access,
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isProcessAlive } from './db-lock';
import { createS3Client, S3Storage } from './s3-storage';
import {
  isValidKey,
  isValidPrefix,
  LinkSigner,
  MARKER_NAME,
  markerBody,
  type PutStreamOptions,
  parseMarker,
  type SignedUrlOptions,
  type Storage,
  type StoredEntry,
  type StoredObject,
} from './storage-contract';

export * from './storage-contract';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** Checks the links of the local-disk driver. */
    linkSigner: LinkSigner;
  }
}

const isNotFound = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Temporaries older than this are removed whoever wrote them (a writer never takes that long). */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;
/** `<pid>-<uuid>.tmp` in the temporaries folder; `.<uuid>.tmp` beside the file in older versions. */
const TEMPORARY_NAME = /^(\d+)-[0-9a-f-]{36}\.tmp$/;
const LEGACY_TEMPORARY_NAME = /^\.[0-9a-f-]{36}\.tmp$/;

/** The files under `dir`, depth first, one folder read at a time (nothing when it does not exist). */
async function* walk(dir: string): AsyncGenerator<{ path: string; name: string }> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (isNotFound(err) || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw err;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield { path, name: entry.name };
  }
}

/** Size and modification time of a file, or null when it is gone. */
async function sizeOf(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    return await stat(path);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * Files on local disk under `root`. Each is written whole to a temporary in `tempDir` (default: the
 * `tmp` folder beside `root`) and renamed into place, so `root` only ever holds complete files.
 */
export class LocalDiskStorage implements Storage {
  private readonly root: string;
  private readonly tempDir: string;

  constructor(
    root: string,
    private readonly signer: LinkSigner,
    tempDir?: string,
  ) {
    this.root = resolve(root);
    this.tempDir = resolve(tempDir ?? join(dirname(this.root), 'tmp'));
  }

  /** The folders exist (they are made on first use) and this process may write there. */
  async ping(): Promise<void> {
    await Promise.all(
      [this.root, this.tempDir].map(async (dir) => {
        await mkdir(dir, { recursive: true });
        await access(dir, constants.W_OK);
      }),
    );
  }

  private pathOf(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return path;
  }

  private folderOf(prefix: string): string {
    if (!isValidPrefix(prefix)) throw new Error(`invalid storage prefix: ${JSON.stringify(prefix)}`);
    return prefix === '' ? this.root : this.pathOf(prefix.slice(0, -1));
  }

  async readMarker(): Promise<string | null> {
    try {
      return parseMarker(await readFile(join(this.root, MARKER_NAME)));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async writeMarker(id: string): Promise<void> {
    await this.writeWhole(join(this.root, MARKER_NAME), markerBody(id));
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.writeWhole(this.pathOf(key), data);
  }

  /** Writes `data` to a temporary and renames it to `path`: a reader never sees part of it. */
  private async writeWhole(path: string, data: Buffer): Promise<void> {
    await Promise.all([mkdir(dirname(path), { recursive: true }), mkdir(this.tempDir, { recursive: true })]);
    const temp = join(this.tempDir, `${process.pid}-${randomUUID()}.tmp`);
    try {
      await writeFile(temp, data, { flag: 'wx', mode: 0o600 });
      await this.moveIntoPlace(temp, path);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async putStream(key: string, body: Readable, _options?: PutStreamOptions): Promise<{ size: number }> {
    const path = this.pathOf(key);
    await Promise.all([mkdir(dirname(path), { recursive: true }), mkdir(this.tempDir, { recursive: true })]);
    const temp = join(this.tempDir, `${process.pid}-${randomUUID()}.tmp`);
    let size = 0;
    try {
      await pipeline(
        body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(temp, { flags: 'wx', mode: 0o600 }),
      );
      await this.moveIntoPlace(temp, path);
      return { size };
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  /** rename; across file systems (DATA_DIR/tmp mounted apart) a copy beside the target, renamed. */
  private async moveIntoPlace(temp: string, path: string): Promise<void> {
    try {
      await rename(temp, path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
      const beside = join(dirname(path), `.${randomUUID()}.tmp`);
      try {
        await copyFile(temp, beside);
        await rename(beside, path);
      } finally {
        await rm(beside, { force: true });
        await rm(temp, { force: true });
      }
    }
  }

  async getStream(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    this.pathOf(key);
    return this.signer.link(key, options);
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    // Files are stat-ed 64 at a time: one by one, a start with 100,000 files would wait on each.
    let batch: { key: string; path: string }[] = [];
    const entries = async () => {
      const infos = await Promise.all(batch.map((file) => sizeOf(file.path)));
      const done = batch.flatMap((file, i) => {
        const info = infos[i];
        return info ? [{ key: file.key, size: info.size, lastModified: new Date(info.mtimeMs) }] : [];
      });
      batch = [];
      return done;
    };
    for await (const file of walk(this.folderOf(prefix))) {
      const key = relative(this.root, file.path).split(sep).join('/');
      if (!isValidKey(key)) continue; // temporaries of older versions, stray dot-files
      batch.push({ key, path: file.path });
      if (batch.length >= 64) yield* await entries();
    }
    yield* await entries();
  }

  async deletePrefix(prefix: string): Promise<number> {
    if (prefix === '') throw new Error('refusing to delete every stored file');
    const folder = this.folderOf(prefix);
    let files = 0;
    for await (const _file of walk(folder)) files++;
    await rm(folder, { recursive: true, force: true });
    return files;
  }

  /**
   * Removes the temporaries in tempDir of writers that are gone (this process at start, a dead
   * pid, or older than an hour) and those that older versions left beside the stored files.
   */
  async sweepTemporaries(): Promise<{ files: number; bytes: number }> {
    const swept = { files: 0, bytes: 0 };
    const remove = async (path: string, size: number) => {
      await rm(path, { force: true });
      swept.files++;
      swept.bytes += size;
    };
    const now = Date.now();
    for await (const file of walk(this.tempDir)) {
      const info = await sizeOf(file.path);
      if (!info) continue;
      const pid = Number(TEMPORARY_NAME.exec(file.name)?.[1]);
      const otherWriter = Number.isSafeInteger(pid) && pid !== process.pid && isProcessAlive(pid);
      if (!otherWriter || now - info.mtimeMs > STALE_TEMPORARY_MS) await remove(file.path, info.size);
    }
    for await (const file of walk(this.root)) {
      if (!LEGACY_TEMPORARY_NAME.test(file.name)) continue;
      const info = await sizeOf(file.path);
      if (info) await remove(file.path, info.size);
    }
    return swept;
  }
}

/**
 * The storage of a configuration: the S3_BUCKET bucket when it is set, else local disk under
 * DATA_DIR/files with temporaries in DATA_DIR/tmp; either way its links are signed by `signer`.
 */
export function createStorage(config: Config, signer: LinkSigner): Storage {
  if (config.s3) return new S3Storage(createS3Client(config.s3), config.s3.bucket, signer);
  return new LocalDiskStorage(join(config.dataDir, 'files'), signer, join(config.dataDir, 'tmp'));
}

/** Decorates app.storage and app.linkSigner, the one signer of its links (checked by the download route). */
export function registerStorage(app: FastifyInstance): void {
  const signer = new LinkSigner(app.config.secretKey);
  app.decorate('linkSigner', signer);
  app.decorate('storage', createStorage(app.config, signer));
}
