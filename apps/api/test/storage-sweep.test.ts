// The sweep at server start (modules/files/storage-sweep.ts, run by main.ts): temporaries of
// interrupted writes go, and stored files that no row refers to go once older than the age given
// (ORPHAN_FILE_AGE_MINUTES); files of rows, and younger ones, stay. The storage's list and
// deletePrefix are checked on the local-disk driver here too.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tecnicos } from '../src/db/schema';
import { bindStorage } from '../src/modules/files/storage-binding';
import { sweepStorage } from '../src/modules/files/storage-sweep';
import { createCandidate, type TestUser, uploadPhoto } from './factories';
import { createTestApp, type TestApp } from './helper';
import { filesUnder, PNG } from './multipart';

let t: TestApp;
let ana: TestUser;
let filesDir: string;
let tmpDir: string;
let instanceId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app, { tipo_profissao: 'TSB' });
  filesDir = join(t.config.dataDir, 'files');
  tmpDir = join(t.config.dataDir, 'tmp');
  ({ instanceId } = await bindStorage(t.app.db, t.app.storage, { database: 'db', storage: 'files' }));
});
/** The stored files, without the instance marker. */
const stored = () => filesUnder(filesDir).filter((name) => name !== '.instance.json');
afterAll(() => t?.close());

const HOUR = 3_600_000;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Writes a file (creating its folder) and dates it `ageMs` ago. */
function plant(path: string, ageMs: number, data: Buffer = PNG): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, data);
  const when = new Date(Date.now() - ageMs);
  utimesSync(path, when, when);
  return path;
}

describe('sweepStorage', () => {
  it('removes temporaries and old files with no row; keeps files of rows and young ones', async () => {
    const photo = await uploadPhoto(t.app, ana);
    const old = 2 * HOUR;
    plant(join(filesDir, ...photo.split('/')), old); // an old photo that has its row
    // A photo key kept by the professional record's column of the old system.
    const legacyPhoto = `photo/${ana.id}/${uuid(1)}.jpg`;
    plant(join(filesDir, ...legacyPhoto.split('/')), old);
    await t.app.db.insert(tecnicos).values({ usuario_candidato_id: ana.id, foto: legacyPhoto });
    const orphans = [
      `u/${ana.id}/photo/${uuid(2)}.png`,
      `portfolio/${ana.id}/${uuid(3)}.pdf`,
      `u/9/x/${uuid(4)}.pdf`,
    ];
    for (const key of orphans) plant(join(filesDir, ...key.split('/')), old);
    const young = `u/${ana.id}/portfolio/${uuid(5)}.pdf`;
    plant(join(filesDir, ...young.split('/')), 30 * 60_000);
    // Temporaries: an older version's beside the stored files, this process's and a dead one's in
    // tmp/ (removed); a live writer's (pid 1), removed only once older than an hour.
    plant(join(filesDir, 'u', String(ana.id), 'photo', `.${uuid(6)}.tmp`), 0, Buffer.alloc(1000));
    plant(join(tmpDir, `${process.pid}-${uuid(7)}.tmp`), 0, Buffer.alloc(100));
    plant(join(tmpDir, `999999999-${uuid(8)}.tmp`), 0, Buffer.alloc(10));
    plant(join(tmpDir, `1-${uuid(9)}.tmp`), 0);
    plant(join(tmpDir, `1-${uuid(10)}.tmp`), old, Buffer.alloc(1));

    const result = await sweepStorage(t.app.db, t.app.storage, {
      instanceId,
      orphanAgeMs: HOUR,
      batchSize: 2,
    });

    expect(result).toEqual({
      temporaries: 4,
      temporaryBytes: 1111,
      orphans: 3,
      orphanBytes: 3 * PNG.length,
      stored: 6,
    });
    expect(stored()).toEqual([legacyPhoto, photo, young].sort());
    expect(filesUnder(tmpDir)).toEqual([`1-${uuid(9)}.tmp`]);
  });

  it('with age 0 removes every file with no row, whatever its age', async () => {
    const result = await sweepStorage(t.app.db, t.app.storage, { instanceId, orphanAgeMs: 0 });
    expect(result).toMatchObject({ orphans: 1, stored: 3 });
    expect(stored()).not.toContain(`u/${ana.id}/portfolio/${uuid(5)}.pdf`);
  });

  it('refuses to sweep storage that carries another instance marker, and deletes nothing', async () => {
    const orphan = `u/9/x/${uuid(11)}.pdf`;
    plant(join(filesDir, ...orphan.split('/')), 2 * HOUR);
    await t.app.storage.writeMarker(uuid(12));
    await expect(sweepStorage(t.app.db, t.app.storage, { instanceId, orphanAgeMs: 0 })).rejects.toThrow(
      /not this instance's/,
    );
    expect(stored()).toContain(orphan);
    await t.app.storage.writeMarker(instanceId);
    await sweepStorage(t.app.db, t.app.storage, { instanceId, orphanAgeMs: 0 });
    expect(stored()).not.toContain(orphan);
  });
});

describe('the local-disk storage', () => {
  it('lists the files under a prefix with size and date, and deletes a prefix whole', async () => {
    const { storage } = t.app;
    await storage.put('u/77/photo/a.png', PNG);
    await storage.put('u/77/portfolio/b.pdf', Buffer.from('%PDF-'));
    await storage.put('u/777/photo/c.png', PNG);
    const listed = [];
    for await (const entry of storage.list('u/77/')) listed.push(entry);
    expect(listed.map((e) => [e.key, e.size]).sort()).toEqual([
      ['u/77/photo/a.png', PNG.length],
      ['u/77/portfolio/b.pdf', 5],
    ]);
    expect(Math.abs((listed[0]?.lastModified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await storage.deletePrefix('u/77/')).toBe(2);
    expect(await storage.getStream('u/77/photo/a.png')).toBeNull();
    const kept = await storage.getStream('u/777/photo/c.png');
    kept?.stream.destroy();
    expect(kept?.size).toBe(PNG.length);
    expect(await storage.deletePrefix('u/77/')).toBe(0);
    await expect(storage.deletePrefix('')).rejects.toThrow();
    await expect(storage.deletePrefix('u/../')).rejects.toThrow(/invalid storage prefix/);
    // put leaves no temporary behind.
    expect(filesUnder(tmpDir)).toEqual([`1-${uuid(9)}.tmp`]);
  });
});
