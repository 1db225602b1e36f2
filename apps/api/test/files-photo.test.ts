// Profile photos: upload by the owner (JPEG, PNG or WebP by their bytes, at most 2 MB), signed
// expiring links, replacement, and refusals that leave nothing behind.
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivos } from '../src/db/schema';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { EXE, filesUnder, JPEG, type MultipartBody, multipart, PNG, sized, WEBP } from './multipart';

let t: TestApp;
let ana: TestUser;
let bia: TestUser;
let clinic: TestUser;
let filesDir: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '100000' } });
  ana = await createCandidate(t.app);
  bia = await createCandidate(t.app);
  clinic = await createClinic(t.app);
  await publishCandidate(t.app, ana); // clinics read published candidates only
  filesDir = join(t.config.dataDir, 'files');
});
afterAll(() => t?.close());

const photoUrl = (tipo: string, id: number) => `/api/v1/arquivos/perfil/${tipo}/${id}`;
const upload = (url: string, user: TestUser | undefined, body: MultipartBody) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...user?.headers, ...body.headers },
    payload: body.payload,
  });
const photo = (data: Buffer, filename = 'foto.png', field = 'arquivo') =>
  multipart([{ field, filename, contentType: 'image/png', data }]);
const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });
const photoRows = (userId: number) =>
  t.app.db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'photo')));

describe('photo upload and link', () => {
  let firstKey: string;
  let firstUrl: string;

  it('stores a PNG under a server-generated name and answers a signed link', async () => {
    const res = await upload(photoUrl('candidato', ana.id), ana, photo(PNG, '../../etc/passwd.png'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.key).toMatch(new RegExp(`^u/${ana.id}/photo/[0-9a-f-]{36}\\.png$`));
    expect(body).toMatchObject({ mime: 'image/png', size: PNG.length, name: 'passwd.png' });
    expect(filesUnder(filesDir)).toEqual([body.key]);
    expect(await photoRows(ana.id)).toHaveLength(1);
    firstKey = body.key;
  });

  it('GET answers {url} to the owner and to clinics; the link serves the image inline', async () => {
    for (const user of [ana, clinic]) {
      const res = await get(`${photoUrl('candidato', ana.id)}?expires=3600`, user);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().url).toMatch(/^\/api\/v1\/arquivos\/download\?/);
    }
    firstUrl = (await get(`${photoUrl('candidato', ana.id)}?expires=3600`, clinic)).json().url;
    const image = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const maxAge = Number(/private, max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('clamps expires to 60 s … 24 h', async () => {
    const expOf = async (query: string) => {
      const url = (await get(`${photoUrl('candidato', ana.id)}${query}`, ana)).json().url as string;
      return Number(new URL(url, 'http://x').searchParams.get('exp')) - Math.floor(Date.now() / 1000);
    };
    expect(await expOf('?expires=5')).toBeGreaterThanOrEqual(59);
    expect(await expOf('?expires=5')).toBeLessThanOrEqual(60);
    expect(await expOf('?expires=9999999')).toBeLessThanOrEqual(86_400);
    expect(await expOf('?expires=9999999')).toBeGreaterThan(86_390);
    expect(await expOf('?expires=abc')).toBeGreaterThan(3590);
  });

  it('refuses other candidates (403) and anonymous callers (401); 404 without a photo', async () => {
    expect((await get(photoUrl('candidato', ana.id), bia)).statusCode).toBe(403);
    expect((await get(photoUrl('candidato', ana.id))).statusCode).toBe(401);
    const none = await get(photoUrl('candidato', bia.id), bia);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'Nenhuma foto encontrada.', code: 'not_found' });
    expect((await get(photoUrl('clinica', ana.id), clinic)).statusCode).toBe(404);
  });

  it('a new photo (JPEG) replaces the old one: one row, the old file and link gone', async () => {
    const res = await upload(photoUrl('candidato', ana.id), ana, photo(JPEG, 'nova.jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const { key } = res.json();
    expect(key).toMatch(/\.jpg$/);
    expect(filesUnder(filesDir)).toEqual([key]);
    const rows = await photoRows(ana.id);
    expect(rows.map((r) => r.storage_key)).toEqual([key]);
    expect(rows[0]).toMatchObject({ original_name: 'nova.jpeg', mime: 'image/jpeg' });
    expect(key).not.toBe(firstKey);
    const old = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: 'Arquivo não encontrado.', code: 'not_found' });
  });

  it('the full profile carries a working photo link', async () => {
    const full = await get(`/api/v1/usuario_candidato/${ana.id}/full`, clinic);
    const image = await t.app.inject({ method: 'GET', url: full.json().foto_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('accepts exactly 2 MB', async () => {
    const res = await upload(photoUrl('candidato', bia.id), bia, photo(sized(PNG, 2 * 1024 * 1024)));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().size).toBe(2 * 1024 * 1024);
  });

  it('clinic photos: uploaded by the clinic (WebP), readable by any logged-in user', async () => {
    const res = await upload(photoUrl('clinica', clinic.id), clinic, photo(WEBP, 'fachada.webp'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().mime).toBe('image/webp');
    expect((await get(photoUrl('clinica', clinic.id), bia)).statusCode).toBe(200);
    expect((await get(photoUrl('clinica', clinic.id))).statusCode).toBe(401);
  });
});

describe('refused photo uploads leave no row and no file', () => {
  let before: string[];
  let refuser: TestUser;

  beforeAll(async () => {
    refuser = await createCandidate(t.app);
  });

  const refused = async (
    body: MultipartBody | { payload: string; headers: Record<string, string> },
    user = refuser,
  ) => {
    before = filesUnder(filesDir);
    const res = await t.app.inject({
      method: 'POST',
      url: photoUrl(user === clinic ? 'clinica' : 'candidato', refuser.id),
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(filesUnder(filesDir)).toEqual(before);
    expect(await photoRows(refuser.id)).toHaveLength(0);
    return res;
  };

  it('2.1 MB → 413', async () => {
    const res = await refused(photo(sized(PNG, Math.round(2.1 * 1024 * 1024))));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'A foto deve ter no máximo 2 MB.', code: 'request.too_large' });
  });

  it('not an image by its bytes (text or a renamed .exe) → 415', async () => {
    for (const data of [Buffer.from('não sou uma imagem'), EXE]) {
      const res = await refused(photo(data, 'foto.jpg'));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        detail: 'Envie uma imagem JPEG, PNG ou WebP.',
        code: 'request.unsupported_media_type',
      });
    }
  });

  it('no file in the field arquivo, or an empty one → 400', async () => {
    for (const body of [
      photo(PNG, 'foto.png', 'foto'),
      photo(Buffer.alloc(0)),
      multipart([{ field: 'x', data: '1' }]),
    ]) {
      const res = await refused(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Arquivo ou usuário não encontrado.', code: 'request.invalid' });
    }
  });

  it('a truncated or malformed multipart body → 400, never 500', async () => {
    const whole = photo(sized(PNG, 100_000));
    const truncated = { payload: whole.payload.subarray(0, 50_000), headers: whole.headers };
    const noBoundary = { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } };
    const garbage = {
      payload: Buffer.from('--x\r\nlixo sem cabeçalho'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    };
    for (const body of [truncated, noBoundary, garbage]) {
      const res = await refused(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        detail: 'Envio do arquivo incompleto ou inválido. Tente novamente.',
        code: 'request.invalid',
      });
    }
  });

  it('two files at once → 413; JSON instead of multipart → 415', async () => {
    const two = multipart([
      { field: 'arquivo', filename: 'a.png', data: PNG },
      { field: 'arquivo', filename: 'b.png', data: PNG },
    ]);
    expect((await refused(two)).statusCode).toBe(413);
    const json = await refused({
      payload: '{"arquivo":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      detail: 'Envie o arquivo como multipart/form-data.',
      code: 'request.unsupported_media_type',
    });
  });

  it("only the owner uploads: another user's photo → 403, no session → 401", async () => {
    const byOther = await refused(photo(PNG), ana);
    expect(byOther.statusCode).toBe(403);
    const byClinic = await refused(photo(PNG), clinic);
    expect(byClinic.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: photoUrl('candidato', refuser.id),
      ...photo(PNG),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(photoUrl('outro', refuser.id), refuser, photo(PNG))).statusCode).toBe(403);
  });

  it('uploads are rate limited per user (30 a minute)', async () => {
    const limited = await createCandidate(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await upload(photoUrl('candidato', limited.id), limited, photo(Buffer.from('x')));
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 415)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
