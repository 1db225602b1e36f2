// The file storage belongs to one database (run at every start by main.ts and the cluster's
// primary, before the sweep). The database keeps an instance id (table instancia) and the storage
// keeps the same id in its marker (MARKER_NAME): a server whose database and storage name
// different instances refuses to start, and the start-up sweep only runs on storage proven this
// database's own. The id is made at the first start, when the storage is empty. A database and a
// storage from before the marker (an upgrade, an old backup restored) get it written when the
// storage holds nothing, or when the files it holds are the database's own (at least one stored
// file, and at least half of them, belong to rows of this database); otherwise nothing is written
// and the server does not start.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../../config';
import { instancia } from '../../db/schema';
import type { AppDb } from '../../plugins/db';
import type { Storage } from '../../plugins/storage';
import { referencedKeys } from './files.repo';

/** The server must not start: the message says which side is which and what to do. */
export class StorageBindingError extends Error {
  override name = 'StorageBindingError';
}

export interface BindingPlaces {
  /** How the messages name the database, e.g. 'the embedded database in /srv/data/db'. */
  database: string;
  /** How the messages name the storage, e.g. 'the bucket rx-files'. */
  storage: string;
}

export interface Binding {
  instanceId: string;
  /** 'bound': both named it already; 'new': made now; 'adopted': the marker was written now. */
  how: 'bound' | 'new' | 'adopted';
}

/** The instance id the database keeps, or null. */
export async function databaseInstanceId(db: AppDb): Promise<string | null> {
  const [row] = await db.select({ id: instancia.instance_id }).from(instancia).limit(1);
  return row?.id ?? null;
}

/** Keeps `id` as the database's instance id unless it has one; answers the one it keeps. */
async function claimDatabase(db: AppDb, id: string): Promise<string> {
  await db.insert(instancia).values({ id: 1, instance_id: id }).onConflictDoNothing();
  return (await databaseInstanceId(db)) ?? id;
}

/** How many stored files there are, and how many of them rows of the database refer to. */
async function ownership(db: AppDb, storage: Storage): Promise<{ stored: number; referenced: number }> {
  let stored = 0;
  let referenced = 0;
  let batch: string[] = [];
  const check = async () => {
    referenced += (await referencedKeys(db, batch)).size;
    batch = [];
  };
  for await (const entry of storage.list('')) {
    stored++;
    batch.push(entry.key);
    if (batch.length >= 500) await check();
  }
  if (batch.length > 0) await check();
  return { stored, referenced };
}

const isOwn = (o: { stored: number; referenced: number }) => o.referenced > 0 && o.referenced * 2 >= o.stored;

const FIX =
  'Point DATABASE_URL (or DATA_DIR) and S3_BUCKET (or DATA_DIR/files) at a database and a storage that belong together, ' +
  'or restore a backup (npm run restore) into an empty database and empty storage. No stored file was deleted and the storage was not changed.';

/**
 * Checks that `storage` belongs to the database `db` (writing the id where the rules above allow)
 * and answers the instance id; throws StorageBindingError when it cannot prove it.
 */
export async function bindStorage(db: AppDb, storage: Storage, places: BindingPlaces): Promise<Binding> {
  const [kept, marker] = await Promise.all([databaseInstanceId(db), storage.readMarker()]);
  if (kept && marker === kept) return { instanceId: kept, how: 'bound' };
  if (kept && marker) {
    throw new StorageBindingError(
      `The database and the file storage belong to different instances: ${places.database} is instance ${kept}, ` +
        `${places.storage} belongs to instance ${marker}. ${FIX}`,
    );
  }
  if (marker) {
    throw new StorageBindingError(
      `The file storage belongs to another database: ${places.storage} belongs to instance ${marker}, ` +
        `and ${places.database} is a database that never used it (it has no instance id). ${FIX}`,
    );
  }
  // No marker: empty storage is taken; files are taken only when they are this database's own.
  const owned = await ownership(db, storage);
  if (owned.stored > 0 && !isOwn(owned)) {
    throw new StorageBindingError(
      `The file storage holds files of another instance: ${places.storage} has no instance marker and ` +
        `${owned.stored - owned.referenced} of its ${owned.stored} files belong to no row of ${places.database}` +
        `${kept ? ` (instance ${kept})` : ''}. ${FIX}`,
    );
  }
  const instanceId = kept ?? (await claimDatabase(db, randomUUID()));
  await storage.writeMarker(instanceId);
  return { instanceId, how: kept || owned.stored > 0 ? 'adopted' : 'new' };
}

/** Throws unless `storage` carries the marker of `instanceId` (checked again right before a sweep). */
export async function assertOwnStorage(storage: Storage, instanceId: string): Promise<void> {
  const marker = await storage.readMarker();
  if (marker !== instanceId) {
    throw new StorageBindingError(
      `the storage's marker (${marker ?? 'none'}) is not this instance's (${instanceId}): not sweeping`,
    );
  }
}

/** How the refusals name the database and the storage of a configuration (never a password). */
export function bindingPlaces(config: Config): BindingPlaces {
  let database = `the embedded database in ${join(config.dataDir, 'db')}`;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    database = `the PostgreSQL database ${url.pathname.slice(1) || '(default)'} at ${url.host} (DATABASE_URL)`;
  }
  const storage = config.s3
    ? `the bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''} (S3_BUCKET)`
    : `the folder ${join(config.dataDir, 'files')}`;
  return { database, storage };
}
