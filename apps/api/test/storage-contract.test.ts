// One contract, both storage drivers: the local disk (DATA_DIR/files) and the S3-compatible one
// against a real S3 protocol server on loopback (s3rver, started here). Each runs inside an app so
// that its signed links are fetched through the real download route.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../src/plugins/storage';
import { createTestApp, type TestApp } from './helper';
import { PNG, pdf } from './multipart';
import { startS3Server, type TestS3Server } from './s3-server';

const MB = 1024 * 1024;

async function bytesOf(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.getStream(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  expect(object.size).toBe(data.length);
  return data;
}

async function keysOf(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

/** `total` bytes of a repeatable pattern, in 64 KiB chunks made as they are read. */
function generated(total: number, failAfter?: number): Readable {
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < total; sent += 64 * 1024) {
        if (failAfter !== undefined && sent >= failAfter) throw new Error('the client went away');
        const chunk = Buffer.alloc(Math.min(64 * 1024, total - sent));
        for (let i = 0; i < chunk.length; i++) chunk[i] = (sent + i) % 251;
        yield chunk;
      }
    })(),
    { objectMode: false },
  );
}

const sha = (data: Buffer | null) => (data ? createHash('sha256').update(data).digest('hex') : null);

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server('contract');
});
afterAll(() => s3?.close());

describe.each(['disk', 's3'] as const)('the %s driver', (driver) => {
  let t: TestApp;
  let storage: Storage;

  beforeAll(async () => {
    t = await createTestApp({ env: driver === 's3' ? s3.env : {} });
    storage = t.app.storage;
  });
  afterAll(() => t?.close());

  it('put, getStream and delete: the same bytes back, then none; deleting twice is no error', async () => {
    const key = `u/1/photo/${driver}-a.png`;
    await storage.put(key, PNG);
    expect(await bytesOf(storage, key)).toEqual(PNG);
    await storage.delete(key);
    expect(await storage.getStream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
    expect(await storage.getStream('u/1/photo/never-stored.png')).toBeNull();
  });

  it('keeps the instance marker apart: none, written, replaced; never listed, never a key', async () => {
    expect(await storage.readMarker()).toBeNull();
    await storage.writeMarker('11111111-1111-4111-8111-111111111111');
    expect(await storage.readMarker()).toBe('11111111-1111-4111-8111-111111111111');
    await storage.writeMarker('22222222-2222-4222-8222-222222222222');
    expect(await storage.readMarker()).toBe('22222222-2222-4222-8222-222222222222');
    const listed: string[] = [];
    for await (const entry of storage.list('')) listed.push(entry.key);
    expect(listed).not.toContain('.instance.json');
    await expect(storage.delete('.instance.json')).rejects.toThrow(/invalid storage key/);
    await expect(storage.getStream('.instance.json')).rejects.toThrow(/invalid storage key/);
  });

  it('refuses keys it did not generate', async () => {
    await expect(storage.put('../escape.png', PNG)).rejects.toThrow(/invalid storage key/);
    await expect(storage.putStream('u/1/.hidden', Readable.from([PNG]))).rejects.toThrow(
      /invalid storage key/,
    );
  });

  it('lists by prefix and deletePrefix removes exactly that prefix', async () => {
    for (const name of ['a', 'b', 'c']) await storage.put(`u/10/portfolio/${name}.pdf`, pdf(name));
    await storage.put('u/10/photo/p.png', PNG);
    await storage.put('u/11/photo/p.png', PNG);
    expect(await keysOf(storage, 'u/10/')).toEqual([
      'u/10/photo/p.png',
      'u/10/portfolio/a.pdf',
      'u/10/portfolio/b.pdf',
      'u/10/portfolio/c.pdf',
    ]);
    const listed = [];
    for await (const entry of storage.list('u/10/portfolio/')) listed.push(entry);
    expect(listed.map((e) => e.size)).toEqual([pdf('a').length, pdf('b').length, pdf('c').length]);
    expect(listed.every((e) => Date.now() - e.lastModified.getTime() < 3_600_000)).toBe(true);

    expect(await storage.deletePrefix('u/10/')).toBe(4);
    expect(await keysOf(storage, 'u/10/')).toEqual([]);
    expect(await keysOf(storage, 'u/11/')).toEqual(['u/11/photo/p.png']);
    expect(await storage.deletePrefix('u/12/')).toBe(0);
    await expect(storage.deletePrefix('')).rejects.toThrow(/refusing/);
  });

  it('a signed link, fetched through the download route, serves the stored bytes', async () => {
    const key = `u/20/portfolio/${driver}.pdf`;
    const data = pdf('link');
    await storage.put(key, data);
    const url = await storage.signedUrl(key, { expiresInSeconds: 60, downloadName: 'laudo.pdf' });
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload).toEqual(data);
    await storage.delete(key);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('putStream stores a multi-MB body as it comes and answers its size', async () => {
    const key = `u/30/portfolio/${driver}-big.pdf`;
    const size = 12 * MB + 123;
    expect(await storage.putStream(key, generated(size), { contentType: 'application/pdf' })).toEqual({
      size,
    });
    const back = await bytesOf(storage, key);
    expect(back?.length).toBe(size);
    const expected: Buffer[] = [];
    for await (const chunk of generated(size)) expected.push(chunk as Buffer);
    expect(sha(back)).toBe(sha(Buffer.concat(expected)));
  });

  it('a body that fails midway (small or multi-part) leaves nothing stored', async () => {
    for (const [total, failAfter] of [
      [MB, 256 * 1024],
      [20 * MB, 11 * MB],
    ] as const) {
      const key = `u/40/portfolio/${driver}-${failAfter}.pdf`;
      await expect(storage.putStream(key, generated(total, failAfter))).rejects.toThrow(
        'the client went away',
      );
      expect(await storage.getStream(key)).toBeNull();
    }
    expect(await keysOf(storage, 'u/40/')).toEqual([]);
    if (driver === 'disk') expect(readdirSync(join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('sweepTemporaries answers what it removed (nothing here)', async () => {
    expect(await storage.sweepTemporaries()).toEqual({ files: 0, bytes: 0 });
  });
});
