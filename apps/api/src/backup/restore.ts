// `npm run restore -- <file>`: rebuilds the database and the stored files of a backup (archive.ts)
// in the target the configuration names: DATA_DIR (embedded) or DATABASE_URL, and DATA_DIR/files
// or the S3 bucket. An embedded backup may also go into PostgreSQL (embedded-to-postgres.ts): the
// move from the embedded default to the scaled-out shape. It refuses a target that already holds a database or files, before reading the
// archive. The files are written first and the database last (PGlite: built beside DATA_DIR/db and
// renamed; PostgreSQL: pg_restore in one transaction); when anything fails or is refused, the files
// it wrote, the folders it made and the key it wrote go again (restore-target.ts): the target is
// left as it was. The storage's marker and the link-signing key come from instance.json.
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Config } from '../config';
import { restrictDataDir } from '../plugins/data-dir-modes';
import { acquireDataDirLock, DatabaseLockError } from '../plugins/db-lock';
import { createStorage, isValidKey, LinkSigner, MARKER_NAME, type Storage } from '../plugins/storage';
import {
  FILES_PREFIX,
  FORMAT,
  MANIFEST_ENTRY,
  type Manifest,
  PGLITE_PREFIX,
  POSTGRES_ENTRY,
  readArchive,
  SUMMARY_ENTRY,
  type Summary,
  unpack,
  VERSION,
} from './archive';
import {
  BackupError,
  countTables,
  type DatabaseKind,
  embeddedExists,
  pgliteDir,
  restoreEmbedded,
  restorePostgres,
  restoringDir,
} from './database-dump';
import { copyEmbeddedIntoPostgres } from './embedded-to-postgres';
import { checkSecretKey, INSTANCE_ENTRY, type InstanceEntry, writeSecretKey } from './instance-entry';
import { asArchiveError, checkArchiveInput, recordTarget } from './restore-target';

export interface RestoreResult extends Summary {
  /** The database restored into, and the one the backup holds (an embedded one may go to PostgreSQL). */
  database: DatabaseKind;
  from: DatabaseKind;
  createdAt: string;
  /** Whether the backup carried the storage marker and the link-signing key (newer backups do). */
  carried: boolean;
}

export interface RestoreOptions {
  onProgress?(line: string): void;
  every?: number;
}

const KIND_NAMES: Record<DatabaseKind, string> = {
  pglite: 'the embedded database (DATA_DIR, without DATABASE_URL)',
  postgres: 'PostgreSQL (DATABASE_URL)',
};

function openArchive(source: string): Readable {
  const file = createReadStream(source);
  const gunzip = createGunzip();
  file.once('error', (err) => gunzip.destroy(err));
  return file.pipe(gunzip);
}

export async function restoreBackup(
  config: Config,
  source: string,
  options: RestoreOptions = {},
): Promise<RestoreResult> {
  await checkArchiveInput(source);
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  let release = () => {};
  // Whatever the restore adds to DATA_DIR goes again when it refuses or fails.
  const target = recordTarget(config.dataDir);
  let failed = true;
  if (config.databaseUrl) await refuseFilledDatabase(config.databaseUrl);
  else release = lockFreshDataDir(config.dataDir);
  const storage = createStorage(config, new LinkSigner(config.secretKey));
  const work = mkdtempSync(join(tmpdir(), 'restore-'));
  const written: string[] = [];
  let cleanup = () => {};
  try {
    await refuseFilledTarget(config, storage);
    const dump = join(work, 'postgres.dump');
    // The embedded database is unpacked beside DATA_DIR/db (renamed at the end), or into a
    // folder of its own to be copied into PostgreSQL.
    const embeddedDir = config.databaseUrl ? join(work, 'embedded') : config.dataDir;
    const unpacked = config.databaseUrl ? pgliteDir(embeddedDir) : restoringDir(config.dataDir);
    rmSync(unpacked, { recursive: true, force: true });
    cleanup = () => rmSync(unpacked, { recursive: true, force: true });
    const { manifest, instance, secretKey, restored } = await readBackup({
      source,
      config,
      kind,
      storage,
      dump,
      unpacked,
      written,
      options,
    });
    options.onProgress?.(`files: ${restored.files} restored; restoring the database…`);
    // The links signed before keep working (undone with the rest when the database fails).
    if (secretKey) writeSecretKey(config.dataDir, secretKey);
    if (!config.databaseUrl) await restoreEmbedded(config.dataDir);
    else if (manifest.database === 'postgres') await restorePostgres(config.databaseUrl, dump);
    else await copyEmbeddedIntoPostgres(embeddedDir, config.databaseUrl);
    // The restored storage belongs to the restored database (storage-binding.ts).
    if (instance?.instance) await storage.writeMarker(instance.instance);
    failed = false;
    await restrictDataDir(config.dataDir); // PGlite's own files, as the server does at start
    return {
      ...restored,
      database: kind,
      from: manifest.database,
      createdAt: manifest.createdAt,
      carried: instance !== null,
    };
  } catch (err) {
    cleanup();
    for (const key of written) await storage.delete(key).catch(() => {});
    throw asArchiveError(err, source);
  } finally {
    rmSync(work, { recursive: true, force: true });
    release();
    if (failed) target.undo();
  }
}

/** Refuses a PostgreSQL database that already holds tables. */
async function refuseFilledDatabase(databaseUrl: string): Promise<void> {
  const tables = await countTables(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables): restore only into an empty database (createdb a new one).`,
    );
  }
}

/** Makes DATA_DIR and takes its lock, which a server or another restore holding it refuses; returns its release. */
function lockFreshDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  try {
    return acquireDataDirLock(dataDir);
  } catch (err) {
    if (err instanceof DatabaseLockError)
      throw new BackupError(`${err.message} A restore needs a fresh DATA_DIR.`);
    throw err;
  }
}

/** Refuses a DATA_DIR that holds a database, and a file storage that holds files or another instance's marker. */
async function refuseFilledTarget(config: Config, storage: Storage): Promise<void> {
  const where = config.s3 ? `the bucket ${config.s3.bucket}` : join(config.dataDir, 'files');
  if (!config.databaseUrl && embeddedExists(config.dataDir)) {
    throw new BackupError(
      `DATA_DIR ${config.dataDir} already holds a database: restore only into a fresh DATA_DIR.`,
    );
  }
  for await (const _ of storage.list('')) {
    throw new BackupError(
      `The file storage (${where}) already holds files: restore only into empty storage.`,
    );
  }
  const marker = await storage.readMarker();
  if (marker) {
    throw new BackupError(
      `The file storage (${where}) belongs to instance ${marker} (its marker ${MARKER_NAME}): restore only into empty storage, or remove that marker if that instance is gone.`,
    );
  }
}

/** Where the archive's entries go. */
interface RestoreDestination {
  source: string;
  config: Config;
  /** The database restored into. */
  kind: DatabaseKind;
  storage: Storage;
  /** The file the PostgreSQL dump is written to. */
  dump: string;
  /** The folder the embedded database is unpacked into. */
  unpacked: string;
  /** The keys of the files stored so far (deleted again when the restore fails). */
  written: string[];
  options: RestoreOptions;
}

/** What a complete archive held besides its database and files. */
interface BackupContents {
  manifest: Manifest;
  instance: InstanceEntry | null;
  /** The link-signing key the backup carried, checked against the configuration's. */
  secretKey: Buffer | null;
  restored: Summary;
}

/**
 * Reads the archive entry by entry: the files go into the storage, the database into `dump` or
 * `unpacked`. Refuses an archive that is not a backup this version reads, or that was cut short.
 */
async function readBackup(to: RestoreDestination): Promise<BackupContents> {
  const { source, config, storage, written, options } = to;
  let manifest: Manifest | null = null;
  let summary: Summary | null = null;
  let instance: InstanceEntry | null = null;
  let secretKey: Buffer | null = null;
  let dumped = false;
  const restored: Summary = { files: 0, bytes: 0 };
  const every = options.every ?? 100;
  for await (const entry of readArchive(openArchive(source))) {
    const name = entry.header.name;
    if (!manifest) {
      if (name !== MANIFEST_ENTRY) throw new BackupError(`${source} is not a backup made by npm run backup.`);
      manifest = await entry.json<Manifest>();
      checkManifest(manifest, source, to.kind);
    } else if (name === INSTANCE_ENTRY) {
      instance = await entry.json<InstanceEntry>();
      // Before any file or row is written: a key that differs would break the links.
      secretKey = checkSecretKey(config, instance, source);
    } else if (manifest.database === 'postgres' && name === POSTGRES_ENTRY) {
      await pipeline(entry.body, createWriteStream(to.dump, { mode: 0o600 }));
      dumped = true;
    } else if (manifest.database === 'pglite' && name.startsWith(PGLITE_PREFIX)) {
      await unpack(entry, to.unpacked, name.slice(PGLITE_PREFIX.length));
      dumped = true;
    } else if (name.startsWith(FILES_PREFIX)) {
      const key = name.slice(FILES_PREFIX.length);
      if (!isValidKey(key)) throw new BackupError(`${source} holds a file with an invalid name: ${name}`);
      written.push(key);
      const { size } = await storage.putStream(key, Readable.from(entry.body));
      restored.files++;
      restored.bytes += size;
      if (restored.files % every === 0) options.onProgress?.(`files: ${restored.files} restored`);
    } else if (name === SUMMARY_ENTRY) {
      summary = await entry.json<Summary>();
    } else {
      await entry.skip();
    }
  }
  if (!manifest || !dumped || !summary) {
    throw new BackupError(`${source} is incomplete (it was cut short): nothing was restored.`);
  }
  if (summary.files !== restored.files || summary.bytes !== restored.bytes) {
    throw new BackupError(
      `${source} lists ${summary.files} files (${summary.bytes} bytes) but holds ${restored.files} (${restored.bytes} bytes): nothing was restored.`,
    );
  }
  return { manifest, instance, secretKey, restored };
}

/** Refuses a backup of another format or version, or of PostgreSQL when restoring into the embedded database. */
function checkManifest(manifest: Manifest, source: string, kind: DatabaseKind): void {
  if (manifest.format !== FORMAT || manifest.version !== VERSION) {
    throw new BackupError(
      `${source} is not a backup this version can read (format ${manifest.format} ${manifest.version}).`,
    );
  }
  // An embedded backup also restores into PostgreSQL (the move to the scaled-out shape).
  if (manifest.database !== kind && manifest.database !== 'pglite') {
    throw new BackupError(
      `${source} holds ${KIND_NAMES[manifest.database]}: restore it into ${KIND_NAMES[manifest.database]}, not into ${KIND_NAMES[kind]}.`,
    );
  }
}
