// Classificados (issue 30): ads, moderation, photos by content, contact by e-mail, reports,
// limits, visibility, export and deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, mailTo } from './admin-factories';
import { createCandidate, createClinic, mailHeader, type TestUser, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';
import { EXE, JPEG, multipart, PNG, sized, WEBP } from './multipart';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { ANUNCIO_CONTACT_RATE_LIMIT: '3' } });
  admin = await createAdmin(t);
  seller = await createClinic(t.app, { telefone: '(11) 98888-7777' });
  buyer = await createClinic(t.app);
});
afterAll(() => t?.close());

const adPayload = (overrides: Record<string, unknown> = {}) => ({
  tipo: 'venda',
  titulo: 'Panorâmico Vatech PaX-i usado',
  categoria: 'Raio-X panorâmico',
  marca: 'vatech',
  modelo: 'PaX-i',
  ano_fabricacao: 2018,
  estado_conservacao: 'Usado',
  preco: 85000,
  negociavel: true,
  descricao: 'Funcionando, com manutenção em dia.',
  estado: 'SP',
  cidade: 'Campinas',
  mostrar_telefone: true,
  ...overrides,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user?: { headers: { authorization: string } },
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    ...(user ? { headers: user.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function createAd(user: TestUser, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await call('POST', '/anuncios', user, adPayload(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
async function approve(id: number) {
  const res = await call('POST', `/admin/anuncios/${id}/aprovar`, admin);
  expect(res.statusCode, res.body).toBe(200);
}
const upload = (id: number, user: TestUser, files: { data: Buffer; name: string; type: string }[]) => {
  const body = multipart(
    files.map((file) => ({ field: 'fotos', filename: file.name, contentType: file.type, data: file.data })),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/anuncios/${id}/fotos`,
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
};

describe('writing an ad and the moderation', () => {
  it('creates in moderation, hidden from the public until an administrator approves it', async () => {
    expect((await call('POST', '/anuncios', undefined, adPayload())).statusCode).toBe(401);
    const id = await createAd(seller);
    const own = await call('GET', `/anuncios/${id}`, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      status: 'em_moderacao',
      marca: 'Vatech',
      preco: 85000,
      meu_anuncio: true,
    });
    expect((await call('GET', `/anuncios/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/anuncios/${id}`, buyer)).statusCode).toBe(404);
    expect((await call('GET', '/anuncios')).json().items.map((a: { id: number }) => a.id)).not.toContain(id);

    // The queue: administrators only (404 for anyone else).
    expect((await call('GET', '/admin/anuncios', seller)).statusCode).toBe(404);
    const queue = await call('GET', '/admin/anuncios?status=em_moderacao', admin);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((a: { id: number }) => a.id)).toContain(id);
    expect((await call('POST', `/admin/anuncios/${id}/aprovar`, seller)).statusCode).toBe(404);

    await approve(id);
    const mail = await mailTo(t, seller.email, (m) => m.subject.includes('publicado'));
    expect(mail.text).toContain(`/classificados/${id}`);
    const pub = await call('GET', `/anuncios/${id}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({
      status: 'publicado',
      meu_anuncio: false,
      whatsapp: true,
      motivo_recusa: null,
    });
    expect(pub.body).not.toContain(seller.email);
    expect(pub.body).not.toContain('98888');
    expect(pub.json().vendedor).toMatchObject({ nome: 'Clínica Sorriso', tipo: 'clinica' });

    const audit = await call('GET', '/admin/auditoria', admin);
    expect(audit.json().items[0]).toMatchObject({ acao: 'anuncio_aprovar', alvo_usuario_id: seller.id });
  });

  it('an edit of a published ad goes back to moderation; only the owner edits', async () => {
    const id = await createAd(seller);
    await approve(id);
    expect((await call('PUT', `/anuncios/${id}`, buyer, adPayload())).statusCode).toBe(403);
    const edit = await call(
      'PUT',
      `/anuncios/${id}`,
      seller,
      adPayload({ preco: null, titulo: 'Novo título' }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ status: 'em_moderacao', preco: null, titulo: 'Novo título' });
    expect((await call('GET', `/anuncios/${id}`)).statusCode).toBe(404);
  });

  it('refuses with the reason: the owner is e-mailed and sees it; the audit trail has it', async () => {
    const id = await createAd(seller);
    const empty = await call('POST', `/admin/anuncios/${id}/recusar`, admin, { motivo: '' });
    expect(empty.statusCode).toBe(422);
    const res = await call('POST', `/admin/anuncios/${id}/recusar`, admin, {
      motivo: 'Fotos de outro aparelho.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(t, seller.email, (m) => m.subject.includes('não foi aprovado'));
    expect(mail.text).toContain('Fotos de outro aparelho.');
    expect((await call('GET', `/anuncios/${id}`, seller)).json()).toMatchObject({
      status: 'recusado',
      motivo_recusa: 'Fotos de outro aparelho.',
    });
    const audit = await call('GET', '/admin/auditoria', admin);
    expect(audit.json().items[0]).toMatchObject({
      acao: 'anuncio_recusar',
      motivo: 'Fotos de outro aparelho.',
    });
  });

  it('answers bad input with 422 and Portuguese messages', async () => {
    const res = await call(
      'POST',
      '/anuncios',
      seller,
      adPayload({
        tipo: 'troca',
        titulo: 'x'.repeat(121),
        categoria: 'Geladeira',
        preco: -1,
        estado: 'XX',
        ano_fabricacao: 1800,
      }),
    );
    expect(res.statusCode).toBe(422);
    const fields = (res.json().errors as { field: string; message: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['tipo', 'titulo', 'categoria', 'preco', 'estado', 'ano_fabricacao']),
    );
    expect(res.body).toContain('Use no máximo 120 caracteres.');
    const noCondition = await call('POST', '/anuncios', seller, adPayload({ estado_conservacao: null }));
    expect(noCondition.statusCode).toBe(422);
    expect(noCondition.body).toContain('Selecione o estado de conservação.');
    expect(
      (await call('POST', '/anuncios', seller, adPayload({ descricao: 'x'.repeat(5001) }))).statusCode,
    ).toBe(422);
    expect((await call('GET', '/anuncios?tipo=troca')).statusCode).toBe(422);
    expect((await call('GET', '/anuncios?categorias=Geladeira')).statusCode).toBe(422);
    expect((await call('GET', '/anuncios/abc')).statusCode).toBe(422);
  });

  it('closes as sold or given up; a closed ad does not change again', async () => {
    const id = await createAd(seller);
    await approve(id);
    expect((await call('POST', `/anuncios/${id}/encerrar`, buyer, { motivo: 'vendido' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/anuncios/${id}/encerrar`, seller, { motivo: 'doado' })).statusCode).toBe(
      422,
    );
    const res = await call('POST', `/anuncios/${id}/encerrar`, seller, { motivo: 'vendido' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('vendido');
    expect((await call('GET', `/anuncios/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/anuncios/${id}`, seller, adPayload())).statusCode).toBe(422);
    const other = await createAd(seller);
    expect(
      (await call('POST', `/anuncios/${other}/encerrar`, seller, { motivo: 'desisti' })).json().status,
    ).toBe('encerrado');
  });

  it('allows at most 20 active ads per account', async () => {
    const user = await createCandidate(t.app);
    for (let i = 0; i < 20; i++) await createAd(user);
    const over = await call('POST', '/anuncios', user, adPayload());
    expect(over.statusCode).toBe(422);
    expect(over.json().detail).toContain('20 anúncios ativos');
    const mine = await call('GET', '/anuncios/meus?size=50', user);
    expect(mine.json().total).toBe(20);
    await call('POST', `/anuncios/${mine.json().items[0].id}/encerrar`, user, { motivo: 'desisti' });
    expect((await call('POST', '/anuncios', user, adPayload())).statusCode).toBe(201);
  });
});

describe('the public list', () => {
  it('filters, orders and pages', async () => {
    const city = `Cidade ${Date.now()}`;
    const a = await createAd(seller, {
      cidade: city,
      preco: 50000,
      categoria: 'Sensor digital',
      marca: 'Gendex',
    });
    const b = await createAd(seller, { cidade: city, preco: 20000, tipo: 'compra', estado: 'RJ' });
    const c = await createAd(seller, { cidade: city, preco: null, titulo: 'Tomógrafo Planmeca' });
    for (const id of [a, b, c]) await approve(id);
    const list = async (query: string) => {
      const res = await call('GET', `/anuncios?cidade=${encodeURIComponent(city)}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: number }[]; total: number; page: number; size: number };
    };
    expect((await list('')).items.map((x) => x.id)).toEqual([c, b, a]);
    expect((await list('tipo=compra')).items.map((x) => x.id)).toEqual([b]);
    expect((await list('categorias=Sensor%20digital')).items.map((x) => x.id)).toEqual([a]);
    expect((await list('marcas=gendex')).items.map((x) => x.id)).toEqual([a]);
    expect((await list('estados=RJ')).items.map((x) => x.id)).toEqual([b]);
    expect((await list('preco_max=30000')).items.map((x) => x.id)).toEqual([b]);
    expect((await list('q=Planmeca')).items.map((x) => x.id)).toEqual([c]);
    expect((await list('ordem=preco')).items.map((x) => x.id)).toEqual([b, a, c]);
    expect(await list('size=2&page=2')).toMatchObject({ total: 3, page: 2, size: 2, items: [{ id: a }] });
  });

  it('counts views of others, not the owner', async () => {
    const id = await createAd(seller);
    await approve(id);
    await call('POST', `/anuncios/${id}/visualizacoes`, seller);
    await call('POST', `/anuncios/${id}/visualizacoes`);
    await call('POST', `/anuncios/${id}/visualizacoes`, buyer);
    expect((await call('GET', `/anuncios/${id}`, seller)).json().visualizacoes).toBe(2);
  });
});

describe('photos', () => {
  it('accepts JPEG, PNG and WebP by their bytes, at most 8, and deletes them', async () => {
    const id = await createAd(seller);
    expect((await upload(id, buyer, [{ data: PNG, name: 'a.png', type: 'image/png' }])).statusCode).toBe(404);
    const fake = await upload(id, seller, [{ data: EXE, name: 'foto.jpg', type: 'image/jpeg' }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toBe('Envie uma imagem JPEG, PNG ou WebP.');
    const big = await upload(id, seller, [
      { data: sized(PNG, 2 * 1024 * 1024 + 10), name: 'g.png', type: 'image/png' },
    ]);
    expect(big.statusCode).toBe(413);
    const ok = await upload(id, seller, [
      { data: JPEG, name: 'a.jpg', type: 'image/jpeg' },
      { data: PNG, name: 'b.png', type: 'image/png' },
      { data: WEBP, name: 'c.webp', type: 'image/webp' },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toHaveLength(3);
    const five = Array.from({ length: 5 }, (_, i) => ({ data: PNG, name: `${i}.png`, type: 'image/png' }));
    expect((await upload(id, seller, five)).statusCode).toBe(201);
    const ninth = await upload(id, seller, [{ data: PNG, name: 'x.png', type: 'image/png' }]);
    expect(ninth.statusCode).toBe(422);
    const detail = (await call('GET', `/anuncios/${id}`, seller)).json();
    expect(detail.fotos).toHaveLength(8);
    expect(detail.capa_url).toBe(detail.fotos[0].url);
    const removed = await call('DELETE', `/anuncios/${id}/fotos/${detail.fotos[0].id}`, seller);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toHaveLength(7);
    expect((await call('DELETE', `/anuncios/${id}/fotos/${detail.fotos[0].id}`, seller)).statusCode).toBe(
      404,
    );
  });
});

describe('contact, WhatsApp and reports', () => {
  it('e-mails the owner with Reply-To of the sender, never showing the owner’s address; limited per hour', async () => {
    const id = await createAd(seller);
    expect((await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: 'Oi' })).statusCode).toBe(404);
    await approve(id);
    expect((await call('POST', `/anuncios/${id}/contato`, undefined, { mensagem: 'Oi' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', `/anuncios/${id}/contato`, seller, { mensagem: 'Oi' })).statusCode).toBe(403);
    expect((await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: '' })).statusCode).toBe(422);
    expect(
      (await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: 'x'.repeat(2001) })).statusCode,
    ).toBe(422);
    const res = await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: 'Ainda está disponível?' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain(seller.email);
    await waitForJobs(t.app);
    const mail = await mailTo(t, seller.email, (m) => m.text.includes('Ainda está disponível?'));
    expect(mailHeader(mail, 'Reply-To')).toContain(buyer.email);
    expect(
      (await call('GET', '/anuncios/meus?size=100', seller))
        .json()
        .items.find((a: { id: number }) => a.id === id),
    ).toMatchObject({ mensagens: 1 });
    await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: 'Dois' });
    await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: 'Três' });
    const limited = await call('POST', `/anuncios/${id}/contato`, buyer, { mensagem: 'Quatro' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toContain('muitas mensagens');
  });

  it('gives the wa.me link to signed-in people only when the owner shows the phone', async () => {
    const shown = await createAd(seller);
    const hidden = await createAd(seller, { mostrar_telefone: false });
    await approve(shown);
    await approve(hidden);
    expect((await call('GET', `/anuncios/${shown}/whatsapp`)).statusCode).toBe(401);
    const link = await call('GET', `/anuncios/${shown}/whatsapp`, buyer);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toMatch(/^https:\/\/wa\.me\/5511988887777\?text=/);
    expect((await call('GET', `/anuncios/${hidden}/whatsapp`, buyer)).statusCode).toBe(404);
    expect((await call('GET', `/anuncios/${hidden}`)).json().whatsapp).toBe(false);
  });

  it('takes one report per person, listed in the back office', async () => {
    const id = await createAd(seller);
    await approve(id);
    expect((await call('POST', `/anuncios/${id}/denuncias`, buyer, { motivo: '' })).statusCode).toBe(422);
    expect((await call('POST', `/anuncios/${id}/denuncias`, buyer, { motivo: 'Golpe' })).statusCode).toBe(
      201,
    );
    const again = await call('POST', `/anuncios/${id}/denuncias`, buyer, { motivo: 'Golpe' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Você já denunciou este anúncio.');
    expect((await call('GET', '/admin/anuncios/denuncias', buyer)).statusCode).toBe(404);
    const reports = await call('GET', '/admin/anuncios/denuncias', admin);
    expect(reports.json().items[0]).toMatchObject({
      anuncio: { id },
      autor: { id: buyer.id },
      motivo: 'Golpe',
    });
  });
});

describe('export and deletion', () => {
  it('exports the ads with photos and messages; deletion removes them', async () => {
    const owner = await createCandidate(t.app);
    const writer = await createClinic(t.app);
    const id = await createAd(owner);
    await upload(id, owner, [{ data: PNG, name: 'a.png', type: 'image/png' }]);
    await approve(id);
    expect(
      (await call('POST', `/anuncios/${id}/contato`, writer, { mensagem: 'Interesse no aparelho' }))
        .statusCode,
    ).toBe(201);
    const exported = (await call('GET', '/usuarios/me/export', owner)).json();
    expect(exported.anuncios[0]).toMatchObject({ id, titulo: adPayload().titulo });
    expect(exported.anuncios[0].fotos).toHaveLength(1);
    expect(exported.anuncios[0].mensagens_recebidas[0].mensagem).toBe('Interesse no aparelho');
    const sent = (await call('GET', '/usuarios/me/export', writer)).json();
    expect(sent.mensagens_enviadas_em_anuncios.map((m: { mensagem: string }) => m.mensagem)).toContain(
      'Interesse no aparelho',
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/usuario_candidato/${owner.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await call('GET', `/anuncios/${id}`)).statusCode).toBe(404);
  });
});
