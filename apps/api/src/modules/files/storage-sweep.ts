// The sweep at server start (main.ts, after the migrations, before listening): what a crash left
// in storage goes. Temporaries of interrupted writes are removed, and so are stored files that no
// row refers to once they are older than `orphanAgeMs` (an upload stores its bytes before its row
// commits, so a younger file may be one that another process is saving right now). It runs only
// on storage that carries this database's instance marker (storage-binding.ts).
import type { AppDb } from '../../plugins/db';
import type { Storage } from '../../plugins/storage';
import { referencedKeys } from './files.repo';
import { assertOwnStorage } from './storage-binding';

export interface SweepResult {
  temporaries: number;
  temporaryBytes: number;
  /** Stored files with no row, removed. */
  orphans: number;
  orphanBytes: number;
  /** Stored files looked at. */
  stored: number;
}

export interface SweepOptions {
  /** This database's instance id (storage-binding.ts): the storage must carry its marker. */
  instanceId: string;
  /** Files with no row younger than this are kept (ORPHAN_FILE_AGE_MINUTES). */
  orphanAgeMs: number;
  /** Keys checked against the database per query. */
  batchSize?: number;
  now?: number;
}

export async function sweepStorage(db: AppDb, storage: Storage, options: SweepOptions): Promise<SweepResult> {
  // Never on storage that is not proven this database's own: its files would all look orphaned.
  await assertOwnStorage(storage, options.instanceId);
  const temporaries = await storage.sweepTemporaries();
  const result: SweepResult = {
    temporaries: temporaries.files,
    temporaryBytes: temporaries.bytes,
    orphans: 0,
    orphanBytes: 0,
    stored: 0,
  };
  const cutoff = (options.now ?? Date.now()) - options.orphanAgeMs;
  const batchSize = options.batchSize ?? 500;
  let batch: { key: string; size: number }[] = [];
  const check = async () => {
    const referenced = await referencedKeys(
      db,
      batch.map((entry) => entry.key),
    );
    const orphans = batch.filter((entry) => !referenced.has(entry.key));
    batch = [];
    for (let i = 0; i < orphans.length; i += 64) {
      const some = orphans.slice(i, i + 64);
      await Promise.all(some.map((entry) => storage.delete(entry.key)));
      result.orphans += some.length;
      result.orphanBytes += some.reduce((sum, entry) => sum + entry.size, 0);
    }
  };
  for await (const entry of storage.list('')) {
    result.stored++;
    if (entry.lastModified.getTime() > cutoff) continue;
    batch.push(entry);
    if (batch.length >= batchSize) await check();
  }
  if (batch.length > 0) await check();
  return result;
}
