// `npm run backup -- <file>`: the database and every stored file in one archive (archive.ts),
// while the server keeps running. The database goes first, then the files: a file
// uploaded meanwhile is an orphan in the archive (a later start-up sweep of the restored server removes it), and the
// archive is written to <file>.partial and renamed at the end, so <file> is never a cut archive.
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Config } from '../config';
import { createStorage, LinkSigner } from '../plugins/storage';
import {
  ArchiveWriter,
  FILES_PREFIX,
  FORMAT,
  MANIFEST_ENTRY,
  type Manifest,
  PGLITE_PREFIX,
  POSTGRES_ENTRY,
  SUMMARY_ENTRY,
  type Summary,
  VERSION,
} from './archive';
import { BackupError, type DatabaseKind, dumpPostgres, embeddedSource } from './database-dump';
import { INSTANCE_ENTRY, instanceEntry } from './instance-entry';

export interface BackupResult extends Summary {
  database: DatabaseKind;
  databaseBytes: number;
  archiveBytes: number;
}

export interface BackupOptions {
  /** A progress line every `every` files and at the end. */
  onProgress?(line: string): void;
  every?: number;
}

/** '512 kB', '35.2 MB' */
export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.ceil(bytes / 1024)} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

export async function writeBackup(
  config: Config,
  target: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const partial = `${target}.partial`;
  await openTarget(target, partial);
  const work = mkdtempSync(join(tmpdir(), 'backup-'));
  const storage = createStorage(config, new LinkSigner(config.secretKey));
  const gzip = createGzip({ level: 1 });
  try {
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600, flags: 'r+' }));
    written.catch(() => {}); // awaited below; a failure before that is the one thrown
    const archive = new ArchiveWriter(gzip);
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: kind,
    };
    await archive.json(MANIFEST_ENTRY, manifest);
    // The storage's marker and the link-signing key travel with the data (instance-entry.ts).
    await archive.json(INSTANCE_ENTRY, instanceEntry(config, await storage.readMarker()));
    let databaseBytes: number;
    if (config.databaseUrl) {
      const dump = join(work, 'postgres.dump');
      await dumpPostgres(config.databaseUrl, dump);
      databaseBytes = statSync(dump).size;
      await archive.stream(POSTGRES_ENTRY, databaseBytes, createReadStream(dump));
    } else {
      const source = await embeddedSource(config.dataDir);
      try {
        databaseBytes = await archive.directory(PGLITE_PREFIX, source.dir);
      } finally {
        await source.release();
      }
    }
    options.onProgress?.(`database (${kind}) archived: ${formatSize(databaseBytes)}`);

    // Listed after the database: a file in the list has its row unless it was uploaded meanwhile.
    const keys: string[] = [];
    for await (const entry of storage.list('')) keys.push(entry.key);
    keys.sort();
    const summary: Summary = { files: 0, bytes: 0 };
    const every = options.every ?? 100;
    for (const key of keys) {
      const object = await storage.getStream(key);
      if (!object) continue; // deleted since it was listed
      await archive.stream(`${FILES_PREFIX}${key}`, object.size, object.stream);
      summary.files++;
      summary.bytes += object.size;
      if (summary.files % every === 0) {
        options.onProgress?.(`files: ${summary.files}/${keys.length} (${formatSize(summary.bytes)})`);
      }
    }
    await archive.json(SUMMARY_ENTRY, summary);
    await archive.finish();
    await written;
    renameSync(partial, target);
    options.onProgress?.(`files: ${summary.files}/${keys.length} (${formatSize(summary.bytes)})`);
    return { ...summary, database: kind, databaseBytes, archiveBytes: statSync(target).size };
  } catch (err) {
    gzip.destroy();
    rmSync(partial, { force: true });
    throw err;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Makes the target's folder (owner-only) and creates `partial` there, so that a folder that
 * cannot be made or written ends the backup with one line naming it, before anything is read.
 */
async function openTarget(target: string, partial: string): Promise<void> {
  const folder = dirname(target);
  try {
    if (statSync(target, { throwIfNoEntry: false })?.isDirectory()) {
      throw new BackupError(
        `${target} is a folder: name the archive file, e.g. ${join(target, 'backup.tar.gz')}.`,
      );
    }
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const handle = await open(partial, 'w', 0o600);
    await handle.close();
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new BackupError(
      `cannot write the archive in ${folder} (${reason}): choose a folder this user may write.`,
    );
  }
}
