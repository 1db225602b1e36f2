// The app configured for S3 (S3_BUCKET and friends, pointed at s3rver on loopback): a photo and a
// portfolio uploaded through the real routes land in the bucket (not on disk), their signed links
// serve the same bytes through the download route, a refused upload leaves the bucket as it was,
// deleting the account empties the bucket of its objects, and a failing bucket is a 500, not a 4xx.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/plugins/s3-storage';
import { createCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { filesUnder, type MultipartBody, multipart, PNG, pdf, sized } from './multipart';
import { startS3Server, type TestS3Server } from './s3-server';

let s3: TestS3Server;
let client: S3Client;
let t: TestApp;
let ana: TestUser;
let bia: TestUser;

beforeAll(async () => {
  s3 = await startS3Server('rx-files');
  client = createS3Client(s3.config);
  t = await createTestApp({ env: { ...s3.env, LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app);
  bia = await createCandidate(t.app);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

/** The keys in the bucket under `prefix`, asked of the S3 server directly. */
async function bucketKeys(prefix = ''): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

const post = (url: string, user: TestUser, body: MultipartBody) =>
  t.app.inject({ method: 'POST', url, headers: { ...user.headers, ...body.headers }, payload: body.payload });
const photoUrl = (user: TestUser) => `/api/v1/arquivos/perfil/candidato/${user.id}`;
const portfolioUrl = (user: TestUser) => `/api/v1/arquivos/portfolio/candidato/${user.id}`;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const pdfs = (...files: [string, Buffer][]) =>
  multipart(
    files.map(([filename, data]) => ({ field: 'arquivos', filename, contentType: 'application/pdf', data })),
  );

describe('files on S3', () => {
  const big = sized(pdf('grande'), 7 * 1024 * 1024); // over one 5 MB part: a multipart upload

  it('the health check reaches the bucket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', redis: 'desativado' });
  });

  it('a photo and a portfolio go to the bucket and download through their signed links', async () => {
    const photo = await post(
      photoUrl(ana),
      ana,
      multipart([{ field: 'arquivo', filename: 'eu.png', data: PNG }]),
    );
    expect(photo.statusCode, photo.body).toBe(201);
    const portfolio = await post(portfolioUrl(ana), ana, pdfs(['cv.pdf', pdf('cv')], ['grande.pdf', big]));
    expect(portfolio.statusCode, portfolio.body).toBe(201);
    const items = portfolio.json() as { key: string; size: number; url: string }[];
    expect(items.map((item) => item.size)).toEqual([pdf('cv').length, big.length]);

    expect(await bucketKeys(`u/${ana.id}/`)).toEqual(
      [photo.json().key, ...items.map((item) => item.key)].sort(),
    );
    expect(filesUnder(join(t.config.dataDir, 'files'))).toEqual([]);

    const link = await t.app.inject({ method: 'GET', url: photoUrl(ana), headers: ana.headers });
    const image = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(PNG);

    const listed = await t.app.inject({ method: 'GET', url: portfolioUrl(ana), headers: ana.headers });
    const downloads = await Promise.all(
      (listed.json() as { url: string }[]).map((item) => t.app.inject({ method: 'GET', url: item.url })),
    );
    expect(downloads.map((res) => res.statusCode)).toEqual([200, 200]);
    // Compared by digest: a failing toEqual on 7 MB buffers would print them.
    expect(downloads.map((res) => sha(res.rawPayload))).toEqual([sha(pdf('cv')), sha(big)]);
    expect(downloads[1]?.headers['content-disposition']).toContain('grande.pdf');
  });

  it('refused uploads (too large, not a PDF after a good one) leave the bucket as it was', async () => {
    const before = await bucketKeys();
    const tooLarge = await post(portfolioUrl(bia), bia, pdfs(['enorme.pdf', sized(pdf(), 11 * 1024 * 1024)]));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: 'O PDF deve ter no máximo 10 MB.', code: 'request.too_large' });
    const mixed = await post(portfolioUrl(bia), bia, pdfs(['bom.pdf', big], ['ruim.pdf', PNG]));
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json()).toEqual({ detail: 'Envie um arquivo PDF.', code: 'request.unsupported_media_type' });
    expect(await bucketKeys()).toEqual(before);
  });

  it('deleting the account removes its objects from the bucket, and only its', async () => {
    expect(
      (await post(photoUrl(bia), bia, multipart([{ field: 'arquivo', filename: 'b.png', data: PNG }])))
        .statusCode,
    ).toBe(201);
    expect(await bucketKeys(`u/${ana.id}/`)).toHaveLength(3);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario_candidato/${ana.id}`,
      headers: ana.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await bucketKeys(`u/${ana.id}/`)).toEqual([]);
    expect(await bucketKeys(`u/${bia.id}/`)).toHaveLength(1);
  });

  it('a bucket that fails is a 500 (logged), not blamed on the upload, and stores no row', async () => {
    const broken = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    try {
      const cris = await createCandidate(broken.app);
      const body = multipart([{ field: 'arquivo', filename: 'eu.png', data: PNG }]);
      const res = await broken.app.inject({
        method: 'POST',
        url: photoUrl(cris),
        headers: { ...cris.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
      const photo = await broken.app.inject({ method: 'GET', url: photoUrl(cris), headers: cris.headers });
      expect(photo.statusCode).toBe(404);
      // The health check names the storage (HeadBucket fails), the database being fine.
      const health = await broken.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'error', database: 'ok', storage: 'indisponível' });
    } finally {
      await broken.close();
    }
  });
});
