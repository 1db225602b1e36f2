// Portfolio PDFs: upload by the candidate (PDF by its bytes, at most 10 MB each), listing,
// signed download links with the original name, tampering, removal, and clean refusals.
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivos } from '../src/db/schema';
import { createCandidate, createClinic, publishCandidate, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { EXE, filesUnder, type MultipartBody, multipart, pdf, sized } from './multipart';

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

const portfolioUrl = (id: number) => `/api/v1/arquivos/portfolio/candidato/${id}`;
const upload = (id: number, user: TestUser | undefined, body: MultipartBody) =>
  t.app.inject({
    method: 'POST',
    url: portfolioUrl(id),
    headers: { ...user?.headers, ...body.headers },
    payload: body.payload,
  });
const pdfs = (...files: [string, Buffer][]) =>
  multipart(
    files.map(([filename, data]) => ({ field: 'arquivos', filename, contentType: 'application/pdf', data })),
  );
const get = (url: string, user?: TestUser) => t.app.inject({ method: 'GET', url, headers: user?.headers });
const portfolioRows = (userId: number) =>
  t.app.db
    .select()
    .from(arquivos)
    .where(and(eq(arquivos.usuario_id, userId), eq(arquivos.kind, 'portfolio')));

interface Item {
  key: string;
  filename: string;
  name: string;
  size: number;
  url: string;
}

describe('portfolio', () => {
  let items: Item[];

  it('stores one or several PDFs and answers [{key, filename, name, size, url}]', async () => {
    const res = await upload(ana.id, ana, pdfs(['Currículo Ana.pdf', pdf('a')], ['certificado', pdf('b')]));
    expect(res.statusCode, res.body).toBe(201);
    items = res.json();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      filename: 'Currículo Ana.pdf',
      name: 'Currículo Ana.pdf',
      size: pdf('a').length,
    });
    expect(items[1]?.name).toBe('certificado.pdf');
    for (const item of items)
      expect(item.key).toMatch(new RegExp(`^u/${ana.id}/portfolio/[0-9a-f-]{36}\\.pdf$`));
    expect(filesUnder(filesDir)).toEqual(items.map((i) => i.key).sort());
  });

  it('lists the files for the owner and for clinics; 403 for others, 401 anonymous, 404 unknown', async () => {
    for (const user of [ana, clinic]) {
      const res = await get(portfolioUrl(ana.id), user);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((i: Item) => i.key)).toEqual(items.map((i) => i.key));
    }
    expect((await get(portfolioUrl(bia.id), bia)).json()).toEqual([]);
    expect((await get(portfolioUrl(ana.id), bia)).statusCode).toBe(403);
    expect((await get(portfolioUrl(ana.id))).statusCode).toBe(401);
    expect((await get(portfolioUrl(999999), clinic)).statusCode).toBe(404);
  });

  it('…/link answers a signed link that downloads the PDF under its original name', async () => {
    const first = items[0] as Item;
    const res = await get(`${portfolioUrl(ana.id)}/link?key=${encodeURIComponent(first.key)}`, clinic);
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Curriculo Ana.pdf"; filename*=UTF-8''Curr%C3%ADculo%20Ana.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(file.rawPayload.equals(pdf('a'))).toBe(true);

    for (const query of [`object=${encodeURIComponent(first.key)}`, 'filename=Curr%C3%ADculo%20Ana.pdf']) {
      const other = await get(`${portfolioUrl(ana.id)}/link?${query}`, ana);
      expect(other.statusCode).toBe(200);
      expect(other.json().key).toBe(first.key);
    }
  });

  it("404s for a key of another candidate's portfolio, 400 without a key", async () => {
    const biaUpload = await upload(bia.id, bia, pdfs(['bia.pdf', pdf('bia')]));
    const biaKey = biaUpload.json()[0].key;
    const res = await get(`${portfolioUrl(ana.id)}/link?key=${encodeURIComponent(biaKey)}`, clinic);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Arquivo não encontrado.', code: 'not_found' });
    expect((await get(`${portfolioUrl(ana.id)}/link`, clinic)).statusCode).toBe(400);
  });

  it('a tampered or expired link answers 403', async () => {
    const link = new URL((items[0] as Item).url, 'http://x');
    const variants: ((q: URLSearchParams) => void)[] = [
      (q) => q.set('sig', `${q.get('sig')?.slice(0, -2)}AA`),
      (q) => q.set('key', (items[1] as Item).key),
      (q) => q.set('name', 'outro.pdf'),
      (q) => q.set('d', 'inline'),
      (q) => q.set('exp', String(Number(q.get('exp')) + 60)),
      (q) => q.delete('sig'),
      (q) => q.set('key', '../../secret.key'),
    ];
    for (const change of variants) {
      const query = new URLSearchParams(link.search);
      change(query);
      const res = await t.app.inject({ method: 'GET', url: `${link.pathname}?${query}` });
      expect(res.statusCode, query.toString()).toBe(403);
      expect(res.json()).toEqual({ detail: 'Link inválido ou expirado.', code: 'file.link_invalid' });
    }
    const expired = t.app.linkSigner.link(
      (items[0] as Item).key,
      { expiresInSeconds: 60, downloadName: 'x.pdf' },
      Math.floor(Date.now() / 1000) - 120,
    );
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('the candidate removes one file (DELETE …?key=); others may not', async () => {
    const second = items[1] as Item;
    const url = `${portfolioUrl(ana.id)}?key=${encodeURIComponent(second.key)}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: clinic.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url, headers: bia.headers })).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'DELETE', url, headers: ana.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Arquivo removido.' });
    expect(filesUnder(filesDir)).not.toContain(second.key);
    expect((await portfolioRows(ana.id)).map((r) => r.storage_key)).toEqual([(items[0] as Item).key]);
    expect((await t.app.inject({ method: 'DELETE', url, headers: ana.headers })).statusCode).toBe(404);
  });

  it('holds at most 10 files', async () => {
    const five = Array.from({ length: 5 }, (_, i) => [`p${i}.pdf`, pdf(String(i))] as [string, Buffer]);
    expect((await upload(bia.id, bia, pdfs(...five))).statusCode).toBe(201);
    const full = await upload(bia.id, bia, pdfs(...five));
    expect(full.statusCode).toBe(422);
    expect(full.json().detail).toBe(
      'O portfólio pode ter no máximo 10 arquivos. Remova algum antes de enviar outro.',
    );
    expect(await portfolioRows(bia.id)).toHaveLength(6);
  });
});

describe('names with bidirectional-control characters', () => {
  const RLO = '\u202E';
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return String(res.headers['content-disposition']);
  };

  it(`"cv${'\\u202E'}fdp.exe.pdf" is stored, listed and served without the override`, async () => {
    const cris = await createCandidate(t.app);
    await publishCandidate(t.app, cris);
    const res = await upload(cris.id, cris, pdfs([`cv${RLO}fdp.exe.pdf`, pdf('cv')]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()[0]).toMatchObject({ name: 'cvfdp.exe.pdf', filename: 'cvfdp.exe.pdf' });
    expect((await portfolioRows(cris.id)).map((row) => row.original_name)).toEqual(['cvfdp.exe.pdf']);
    const listed = (await get(portfolioUrl(cris.id), clinic)).json() as Item[];
    expect(listed.map((item) => item.name)).toEqual(['cvfdp.exe.pdf']);
    expect(await download(listed[0]?.url ?? '')).toBe(
      `attachment; filename="cvfdp.exe.pdf"; filename*=UTF-8''cvfdp.exe.pdf`,
    );
  });

  it('a row stored before the fix is listed and served without its control characters', async () => {
    const dani = await createCandidate(t.app);
    const key = `u/${dani.id}/portfolio/00000000-0000-4000-8000-000000000000.pdf`;
    await t.app.storage.put(key, pdf('old'));
    await t.app.db.insert(arquivos).values({
      usuario_id: dani.id,
      kind: 'portfolio',
      storage_key: key,
      original_name: `laudo\u2067${RLO}fdp.exe\u200F\u0085.pdf`,
      mime: 'application/pdf',
      size: pdf('old').length,
    });
    const listed = (await get(portfolioUrl(dani.id), dani)).json() as Item[];
    expect(listed.map((item) => [item.name, item.filename])).toEqual([
      ['laudofdp.exe.pdf', 'laudofdp.exe.pdf'],
    ]);
    expect(await download(listed[0]?.url ?? '')).toBe(
      `attachment; filename="laudofdp.exe.pdf"; filename*=UTF-8''laudofdp.exe.pdf`,
    );
    // A link signed by an older version still carries the raw name: the header drops it too.
    const oldLink = t.app.linkSigner.link(key, {
      expiresInSeconds: 60,
      downloadName: `laudo${RLO}fdp.exe.pdf`,
    });
    expect(await download(oldLink)).toBe(
      `attachment; filename="laudofdp.exe.pdf"; filename*=UTF-8''laudofdp.exe.pdf`,
    );
  });
});

describe('refused portfolio uploads leave no row and no file', () => {
  let refuser: TestUser;

  beforeAll(async () => {
    refuser = await createCandidate(t.app);
  });

  const refused = async (body: MultipartBody, user = refuser) => {
    const before = filesUnder(filesDir);
    const res = await upload(refuser.id, user, body);
    expect(filesUnder(filesDir)).toEqual(before);
    expect(await portfolioRows(refuser.id)).toHaveLength(0);
    return res;
  };

  it('a renamed .exe → 415, and a valid PDF sent with it is not stored either', async () => {
    for (const body of [pdfs(['curriculo.pdf', EXE]), pdfs(['bom.pdf', pdf()], ['curriculo.pdf', EXE])]) {
      const res = await refused(body);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: 'Envie um arquivo PDF.', code: 'request.unsupported_media_type' });
    }
  });

  it('an 11 MB PDF → 413', async () => {
    const res = await refused(pdfs(['grande.pdf', sized(pdf(), 11 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'O PDF deve ter no máximo 10 MB.', code: 'request.too_large' });
  });

  it('more than 5 files at once → 413; no file → 400; truncated body → 400', async () => {
    const six = Array.from({ length: 6 }, (_, i) => [`p${i}.pdf`, pdf()] as [string, Buffer]);
    const many = await refused(pdfs(...six));
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ detail: 'Envie no máximo 5 arquivos por vez.', code: 'request.too_large' });

    const none = await refused(multipart([{ field: 'arquivo', filename: 'a.pdf', data: pdf() }]));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ detail: 'Arquivo ou usuário não encontrado.', code: 'request.invalid' });

    const whole = pdfs(['a.pdf', sized(pdf(), 300_000)]);
    const truncated = await refused({ payload: whole.payload.subarray(0, 200_000), headers: whole.headers });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({
      detail: 'Envio do arquivo incompleto ou inválido. Tente novamente.',
      code: 'request.invalid',
    });
  });

  it('only the candidate uploads to their portfolio', async () => {
    expect((await refused(pdfs(['a.pdf', pdf()]), ana)).statusCode).toBe(403);
    expect((await refused(pdfs(['a.pdf', pdf()]), clinic)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: portfolioUrl(refuser.id),
      ...pdfs(['a.pdf', pdf()]),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
