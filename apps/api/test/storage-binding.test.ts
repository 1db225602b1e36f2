// The file storage is bound to its database (modules/files/storage-binding.ts), on both drivers
// (a DATA_DIR/files folder, and a bucket on s3rver) and on the database of the project (PGlite,
// or PostgreSQL with TEST_DATABASE_URL): a fresh database refuses another instance's storage,
// marked or not, and deletes nothing; a database and storage from before the marker are adopted
// when the files are the database's own; ids that disagree refuse, naming both.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivos } from '../src/db/schema';
import { bindStorage, databaseInstanceId, StorageBindingError } from '../src/modules/files/storage-binding';
import { sweepStorage } from '../src/modules/files/storage-sweep';
import type { Database } from '../src/plugins/db';
import { createS3Client, S3Storage } from '../src/plugins/s3-storage';
import { LinkSigner, LocalDiskStorage, type Storage } from '../src/plugins/storage';
import { createTestDatabase } from './helper';
import { PNG } from './multipart';
import { startS3Server, type TestS3Server } from './s3-server';

const places = { database: 'DATABASE-A', storage: 'STORAGE-A' };
const signer = new LinkSigner(Buffer.alloc(32, 7));

let s3: TestS3Server;
let dir: string;
let bucketNumber = 0;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  s3 = await startS3Server('rx-binding-0');
  dir = mkdtempSync(join(tmpdir(), 'rx-binding-'));
});
afterAll(async () => {
  for (const close of closers) await close();
  await s3?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const drivers: Record<string, () => Promise<Storage>> = {
  'a DATA_DIR/files folder': async () => {
    const root = mkdtempSync(join(dir, 'data-'));
    return new LocalDiskStorage(join(root, 'files'), signer, join(root, 'tmp'));
  },
  'an S3 bucket': async () => {
    const server = await startS3Server(`rx-binding-${++bucketNumber}`);
    closers.push(() => server.close());
    const client = createS3Client(server.config);
    closers.push(async () => client.destroy());
    return new S3Storage(client, server.config.bucket, signer);
  },
};

async function freshDatabase(): Promise<Database> {
  const { database, drop } = await createTestDatabase();
  closers.push(drop);
  return database;
}

/** A user of `database` (the fewest columns), for rows of files. */
async function newUser(database: Database): Promise<number> {
  const email = `${randomUUID()}@exemplo.com.br`;
  const { rows } = (await database.db.execute(
    sql`insert into usuarios (tipo_usuario, email) values ('candidato', ${email}) returning id`,
  )) as unknown as { rows: { id: number }[] };
  return Number(rows[0]?.id);
}

/** A stored file with its row in `database`. */
async function storeOwnFile(database: Database, storage: Storage, userId: number): Promise<string> {
  const key = `u/${userId}/photo/${randomUUID()}.png`;
  await storage.put(key, PNG);
  await database.db.insert(arquivos).values({
    usuario_id: userId,
    kind: 'photo',
    storage_key: key,
    original_name: 'foto.png',
    mime: 'image/png',
    size: PNG.length,
  });
  return key;
}

async function keys(storage: Storage): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of storage.list('')) found.push(entry.key);
  return found.sort();
}

describe.each(Object.keys(drivers))('on %s', (driver) => {
  const newStorage = drivers[driver] as () => Promise<Storage>;

  it('a fresh database takes empty storage; the next start finds both bound', async () => {
    const database = await freshDatabase();
    const storage = await newStorage();
    const first = await bindStorage(database.db, storage, places);
    expect(first.how).toBe('new');
    expect(await storage.readMarker()).toBe(first.instanceId);
    expect(await databaseInstanceId(database.db)).toBe(first.instanceId);
    expect(await bindStorage(database.db, storage, places)).toEqual({
      instanceId: first.instanceId,
      how: 'bound',
    });
    // The marker is no stored file: not listed (so not swept, backed up or copied as one).
    expect(await keys(storage)).toEqual([]);
  });

  it('a fresh database refuses the storage of another instance, marked or not, and deletes nothing', async () => {
    const owner = await freshDatabase();
    const storage = await newStorage();
    const user = await newUser(owner);
    const own = [await storeOwnFile(owner, storage, user), await storeOwnFile(owner, storage, user)];
    const { instanceId } = await bindStorage(owner.db, storage, places);

    const fresh = await freshDatabase();
    const refused = await bindStorage(fresh.db, storage, places).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(StorageBindingError);
    expect((refused as Error).message).toContain(`STORAGE-A belongs to instance ${instanceId}`);
    expect((refused as Error).message).toContain('DATABASE-A is a database that never used it');
    // Without its marker (an instance from before the markers) the files still are not its own.
    await storage.writeMarker('00000000-0000-4000-8000-000000000000');
    const other = await bindStorage(fresh.db, storage, places).catch((err: unknown) => err);
    expect((other as Error).message).toMatch(/different instances|another database/);
    expect(await databaseInstanceId(fresh.db)).toBeNull();
    // The sweep refuses too, whatever the age.
    await expect(sweepStorage(fresh.db, storage, { instanceId, orphanAgeMs: 0 })).rejects.toThrow();
    expect(await keys(storage)).toEqual(own.sort());
  });

  it('adopts a database and storage from before the marker when the files are its own', async () => {
    const database = await freshDatabase();
    const storage = await newStorage();
    const user = await newUser(database);
    const own = await storeOwnFile(database, storage, user);
    await storage.put(`u/${user}/photo/${randomUUID()}.png`, PNG); // an orphan a crash left
    const adopted = await bindStorage(database.db, storage, places);
    expect(adopted.how).toBe('adopted');
    expect(await storage.readMarker()).toBe(adopted.instanceId);
    expect(await databaseInstanceId(database.db)).toBe(adopted.instanceId);
    expect(await keys(storage)).toContain(own);
  });

  it('refuses storage without a marker whose files are mostly not the database’s', async () => {
    const database = await freshDatabase();
    const storage = await newStorage();
    for (let i = 0; i < 3; i++) await storage.put(`u/1/photo/${randomUUID()}.png`, PNG);
    const refused = await bindStorage(database.db, storage, places).catch((err: unknown) => err);
    expect((refused as Error).message).toContain('3 of its 3 files belong to no row of DATABASE-A');
    expect(await storage.readMarker()).toBeNull();
    expect(await keys(storage)).toHaveLength(3);
  });
});
