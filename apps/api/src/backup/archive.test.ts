// Reading an archive cut short: whatever byte the cut falls on, reading and unpacking reject (the
// restore CLI then says so in one line); before, a cut inside a file's bytes left the unpacking
// waiting on a stream that never ended, and the CLI exited 13 (an unsettled top-level await).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createGunzip, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, readArchive, unpack } from './archive';

async function archiveBytes(): Promise<Buffer> {
  const tar = new PassThrough();
  const chunks: Buffer[] = [];
  tar.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ArchiveWriter(tar);
  const body = randomBytes(300_000);
  await writer.stream('files/a.bin', body.length, Readable.from([body]));
  await writer.stream('files/b.bin', body.length, Readable.from([body]));
  await writer.finish();
  return gzipSync(Buffer.concat(chunks));
}

async function unpackAll(gz: Buffer, root: string): Promise<void> {
  // In small chunks, as a file is read: the cut's error then comes while a file is being written.
  const chunks = Array.from({ length: Math.ceil(gz.length / 4096) }, (_, i) =>
    gz.subarray(i * 4096, (i + 1) * 4096),
  );
  const input = Readable.from(chunks, { highWaterMark: 1 }).pipe(createGunzip({ chunkSize: 1024 }));
  for await (const entry of readArchive(input)) await unpack(entry, root, entry.header.name);
}

describe('readArchive on an archive cut short', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('unpacks the whole archive', async () => {
    const root = mkdtempSync(join(tmpdir(), 'archive-'));
    dirs.push(root);
    await expect(unpackAll(await archiveBytes(), root)).resolves.toBeUndefined();
  });

  it('rejects wherever the cut falls (inside a header, inside a file, between entries)', async () => {
    const gz = await archiveBytes();
    for (const fraction of [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95]) {
      const root = mkdtempSync(join(tmpdir(), 'archive-'));
      dirs.push(root);
      const cut = gz.subarray(0, Math.floor(gz.length * fraction));
      const outcome = await Promise.race([
        unpackAll(cut, root).then(
          () => 'resolved',
          () => 'rejected',
        ),
        new Promise((resolve) => setTimeout(() => resolve('hung'), 5_000)),
      ]);
      expect(outcome, `cut at ${fraction}`).toBe('rejected');
    }
  });
});
