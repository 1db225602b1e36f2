// `npm run storage:copy` (src/cli/storage-copy.ts): the files of a DATA_DIR go into the bucket of
// S3_* (s3rver on loopback); running it again copies nothing, an interrupted copy is completed, and
// the command exits non-zero when it cannot copy.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CopyProgress, copyStorage, progressLine } from '../src/cli/storage-copy';
import { createS3Client, S3Storage } from '../src/plugins/s3-storage';
import { LinkSigner, LocalDiskStorage, type Storage } from '../src/plugins/storage';
import { PNG, pdf, sized } from './multipart';
import { startS3Server, type TestS3Server } from './s3-server';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

let s3: TestS3Server;
let dataDir: string;
let disk: LocalDiskStorage;
let bucket: S3Storage;
const big = sized(pdf('big'), 6 * 1024 * 1024);
const FILES: [string, Buffer][] = [
  ['u/1/photo/a.png', PNG],
  ['u/1/portfolio/b.pdf', pdf('b')],
  ['u/2/portfolio/c.pdf', big],
  ['photo/3/legacy.jpg', PNG], // a key of the old layout is copied as it is
];

async function sha(storage: Storage, key: string) {
  const object = await storage.getStream(key);
  const hash = createHash('sha256');
  for await (const chunk of object?.stream ?? []) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

beforeAll(async () => {
  s3 = await startS3Server('rx-copy');
  dataDir = mkdtempSync(join(tmpdir(), 'rx-copy-'));
  const signer = new LinkSigner(Buffer.alloc(32, 1));
  disk = new LocalDiskStorage(join(dataDir, 'files'), signer, join(dataDir, 'tmp'));
  bucket = new S3Storage(createS3Client(s3.config), s3.config.bucket, signer);
  for (const [key, data] of FILES) await disk.put(key, data);
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await s3?.close();
});

describe('storage:copy', () => {
  it('copies every file with its bytes; a second run copies nothing; a changed object is copied again', async () => {
    // An earlier run that stopped after the first file.
    await bucket.put('u/1/photo/a.png', PNG);
    const lines: CopyProgress[] = [];
    const first = await copyStorage(disk, bucket, { every: 2, onProgress: (p) => lines.push(p) });
    expect(first).toEqual({
      done: 4,
      total: 4,
      copied: 3,
      skipped: 1,
      failed: 0,
      bytes: pdf('b').length + big.length + PNG.length,
    });
    expect(lines.map((p) => p.done)).toEqual([2, 4]);
    for (const [key] of FILES) expect(await sha(bucket, key)).toBe(await sha(disk, key));

    const again = await copyStorage(disk, bucket);
    expect(again).toMatchObject({ copied: 0, skipped: 4, failed: 0, bytes: 0 });

    await bucket.put('u/2/portfolio/c.pdf', pdf('partial')); // not the same size: copied again
    expect(await copyStorage(disk, bucket)).toMatchObject({ copied: 1, skipped: 3 });
    expect(await sha(bucket, 'u/2/portfolio/c.pdf')).toBe(await sha(disk, 'u/2/portfolio/c.pdf'));
  });

  it('carries the instance marker, and refuses a bucket that belongs to another instance', async () => {
    const instance = '11111111-2222-4333-8444-555555555555';
    await disk.writeMarker(instance);
    expect(await copyStorage(disk, bucket)).toMatchObject({ failed: 0 });
    expect(await bucket.readMarker()).toBe(instance);

    await bucket.writeMarker('99999999-2222-4333-8444-555555555555');
    await expect(copyStorage(disk, bucket)).rejects.toThrow(
      'the target belongs to instance 99999999-2222-4333-8444-555555555555, the files to copy to instance 11111111',
    );
    await bucket.writeMarker(instance);
  });

  it('prints a progress line', () => {
    const line = progressLine({
      done: 120,
      total: 450,
      copied: 120,
      skipped: 0,
      failed: 0,
      bytes: 36_909_875,
    });
    expect(line).toBe('copied 120/450 files (35.2 MB), 0 already there, 0 failed');
  });

  it('the npm script exits 0 with its progress line, and 1 without a bucket or with a missing one', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...s3.env };
    const ok = await run('npm', ['run', '--silent', 'storage:copy'], { cwd: ROOT, env });
    expect(ok.stdout).toContain('copied 0/4 files (0.0 MB), 4 already there, 0 failed');

    const unset = await run('npm', ['run', '--silent', 'storage:copy'], {
      cwd: ROOT,
      env: {
        ...env,
        S3_BUCKET: '',
        S3_ENDPOINT: '',
        S3_REGION: '',
        S3_ACCESS_KEY_ID: '',
        S3_SECRET_ACCESS_KEY: '',
      },
    }).catch((err) => err);
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain('storage:copy: set S3_BUCKET');

    const missing = await run('npm', ['run', '--silent', 'storage:copy'], {
      cwd: ROOT,
      env: { ...env, S3_BUCKET: 'no-such-bucket' },
    }).catch((err) => err);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('storage:copy failed');
  }, 90_000);
});
