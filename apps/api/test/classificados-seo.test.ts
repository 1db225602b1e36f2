// What a crawler gets of the classificados (issue 30): /classificados/{id} with its <title>
// (≤ 70 characters), description, canonical link and a schema.org Product with its Offer (JSON-LD),
// 404/410 for an ad that is not published; the sitemap lists the published ads; with the web
// app's real SSR bundle (after `npm run build`), the list and the ad rendered with their data.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-factories';
import { createClinic, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { multipart, PNG } from './multipart';

const PUBLIC_URL = 'https://rx.exemplo.com.br';
const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../../web/dist-ssr/data-page.json', import.meta.url)));

const ad = (overrides: Record<string, unknown> = {}) => ({
  tipo: 'venda',
  titulo: 'Sensor digital Carestream RVG 6200 </script> com garantia estendida de fábrica',
  categoria: 'Sensor digital',
  marca: 'Carestream',
  modelo: 'RVG 6200',
  estado_conservacao: 'Seminovo',
  preco: 18500.5,
  negociavel: true,
  descricao: 'Sensor tamanho 2, com cabo novo.',
  estado: 'MG',
  cidade: 'Belo Horizonte',
  ...overrides,
});

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}');
}

async function setUp(t: TestApp) {
  const admin = await createAdmin(t);
  const seller: TestUser = await createClinic(t.app);
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/anuncios',
      headers: seller.headers,
      payload: ad(overrides),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const body = multipart([{ field: 'fotos', filename: 'a.png', contentType: 'image/png', data: PNG }]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/anuncios/${id}/fotos`,
      headers: { ...seller.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/anuncios/${id}/aprovar`,
      headers: admin.headers,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    return id;
  };
  return { seller, publish };
}

const page = (t: TestApp, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('GET /classificados/{id} (the shell with the head)', () => {
  let t: TestApp;
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    ctx = await setUp(t);
  });
  afterAll(() => t?.close());

  it('has the title, description, canonical link and a Product with its Offer', async () => {
    const id = await ctx.publish();
    const res = await page(t, `/classificados/${id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(Array.from(title.replace(/&[a-z]+;/g, 'x')).length).toBeLessThanOrEqual(70);
    expect(title).toContain('em Belo Horizonte/MG');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/classificados/${id}" />`);
    expect(html).toMatch(/<meta name="description" content="À venda: Sensor digital Carestream/);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: ad().titulo,
      brand: { '@type': 'Brand', name: 'Carestream' },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'BRL',
        price: '18500.50',
        itemCondition: 'https://schema.org/RefurbishedCondition',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/classificados/${id}`,
      },
    });
    expect((jsonLd(html).image as string[]).length).toBe(1);
    expect(html).not.toContain(ctx.seller.email);
  });

  it("'a combinar' has no price; a sold ad is gone (410), an unknown one 404; the sitemap lists the published", async () => {
    const open = await ctx.publish({ preco: null, estado_conservacao: 'Usado' });
    const offer = jsonLd((await page(t, `/classificados/${open}`)).body).offers as Record<string, unknown>;
    expect(offer.price).toBeUndefined();
    expect(offer.itemCondition).toBe('https://schema.org/UsedCondition');
    const sold = await ctx.publish();
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/classificados/${open}</loc>`);
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/classificados/${sold}</loc>`);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/anuncios/${sold}/encerrar`,
      headers: ctx.seller.headers,
      payload: { motivo: 'vendido' },
    });
    const gone = await page(t, `/classificados/${sold}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('noindex');
    expect((await page(t, '/classificados/999999')).statusCode).toBe(404);
    const after = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(after).not.toContain(`/classificados/${sold}<`);
  });
});

describe.skipIf(!built)('classificados rendered on the server (real SSR bundle)', () => {
  let t: TestApp;
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, WEB_DIST_DIR: WEB_DIST } });
    ctx = await setUp(t);
  }, 60_000);
  afterAll(() => t?.close());

  it('renders the list with its cards and the ad with its details and JSON-LD', async () => {
    const id = await ctx.publish({ cidade: 'Uberaba' });
    const list = await page(t, '/classificados?tipo=venda&cidade=Uberaba');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/classificados/${id}"`);
    expect(list.body).toContain('R$\u00a018.500,50');
    expect(list.body).toContain('Uberaba/MG');
    expect(list.body).toContain('<title>Classificados | RX Odonto</title>');
    const one = await page(t, `/classificados/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Membro desde');
    expect(one.body).toContain('Entrar para enviar mensagem');
    expect(jsonLd(one.body)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'BRL' } });
    expect(one.body).not.toContain(ctx.seller.email);
  });
});
