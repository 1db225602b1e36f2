import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY_HEADER } from '../src/plugins/security';
import type { TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { createVaga, newClinic } from './job-posting-factories';

const PUBLIC_URL = 'https://rx.exemplo.com.br';
let t: TestApp;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  clinic = await newClinic(t.app, { nome_fantasia: 'Clínica <Sorriso> & Cia' });
});
afterAll(() => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}');
}

describe('GET /vagas/{id} (HTML)', () => {
  it('serves the SPA with the title, description, canonical link and a JobPosting in JSON-LD', async () => {
    const id = await createVaga(t.app, clinic, {
      titulo: 'TSB </script><script>alert(1)</script>',
      descricao: 'Atendimento em tomografia.\nSegunda a sexta.',
      tipo_contrato: 'CLT',
      jornada: 'Meio período',
      cidade: 'Campinas',
      salario_min: 2500,
      salario_max: 3500,
    });
    const res = await page(`/vagas/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // The usual CSP: JSON-LD is data, script-src does not need to allow it.
    expect(String(res.headers['content-security-policy']).replace(/;\s*/g, '; ')).toBe(
      CONTENT_SECURITY_POLICY_HEADER,
    );
    const html = res.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>TSB &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; em Campinas/SP | RX Odonto</title>',
    );
    expect(html).toMatch(
      /<meta name="description" content="Vaga de TSB \(CLT, Meio período\) em Campinas\/SP na Clínica &lt;Sorriso&gt; &amp; Cia\. Atendimento em tomografia\. Segunda a sexta\." \/>/,
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/vagas/${id}" />`);
    // Only our own </script> closes the JSON-LD: the title's is escaped as \u003c.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'TSB </script><script>alert(1)</script>',
      description: 'Atendimento em tomografia.\nSegunda a sexta.',
      employmentType: ['FULL_TIME', 'PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Clínica <Sorriso> & Cia' },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Campinas',
          addressRegion: 'SP',
          addressCountry: 'BR',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'BRL',
        value: { '@type': 'QuantitativeValue', minValue: 2500, maxValue: 3500, unitText: 'MONTH' },
      },
    });
    expect(Date.parse(String(data.datePosted))).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(String(data.validThrough))).toBeGreaterThan(Date.now());
  });

  it('keeps "$" patterns of clinic-written text as text (no String.replace replacement patterns)', async () => {
    const titulo = "Vaga $` fim $' e $& mais $$ e $1";
    const descricao = "Salário $` a combinar $' com $& e $<nome>.";
    const id = await createVaga(t.app, clinic, { titulo, descricao });
    const html = (await page(`/vagas/${id}`)).body;
    // One JSON-LD script, one title: the head was not pasted into itself.
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${'Vaga $` fim $&#39; e $&amp; mais $$ e $1'}`);
    const data = jsonLd(html);
    expect(data.title).toBe(titulo);
    expect(data.description).toBe(descricao);
  });

  it('maps the contract types and leaves the salary out when it is not shown', async () => {
    const cases = [
      ['PJ', 'CONTRACTOR'],
      ['Autônomo', 'CONTRACTOR'],
      ['Estágio', 'INTERN'],
      ['Temporário', 'TEMPORARY'],
    ] as const;
    for (const [tipo, type] of cases) {
      const id = await createVaga(t.app, clinic, { tipo_contrato: tipo, mostrar_salario: false });
      const data = jsonLd((await page(`/vagas/${id}`)).body);
      expect(data.employmentType).toBe(type);
      expect(data.baseSalary).toBeUndefined();
    }
  });

  it('answers 404 with the SPA shell and noindex for a closed, expired or unknown posting', async () => {
    const closed = await createVaga(t.app, clinic);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${closed}/encerrar`, headers: clinic.headers });
    const expired = await createVaga(t.app, clinic);
    await t.database.db.execute(
      sql`update vagas set expira_em = now() - interval '1 day' where id = ${expired}`,
    );
    for (const url of [`/vagas/${closed}`, `/vagas/${expired}`, '/vagas/99999999', '/vagas/abc']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('application/ld+json');
    }
  });
});

it('leaves /vagas (the list page) to the SPA, with or without a trailing slash', async () => {
  for (const url of ['/vagas', '/vagas/']) {
    const res = await page(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body).not.toContain('noindex');
  }
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages and every open posting with lastmod, not closed or expired ones', async () => {
    const open = await createVaga(t.app, clinic);
    const closed = await createVaga(t.app, clinic);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${closed}/encerrar`, headers: clinic.headers });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of [
      '/home',
      '/quemsomos',
      '/servicos',
      '/vagas',
      '/classificados',
      '/blog',
      '/termodeuso',
      '/politicaprivacidade',
    ])
      expect(res.body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    expect(res.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/vagas/${open}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(res.body).not.toContain(`/vagas/${closed}<`);
  });

  it('past SITEMAP_MAX_LINKS links, /sitemap.xml is an index of files of at most that many, every open posting once', async () => {
    const small = await createTestApp({ env: { PUBLIC_URL, SITEMAP_MAX_LINKS: '10' } });
    try {
      const owner = await newClinic(small.app);
      const ids: number[] = [];
      for (let i = 0; i < 13; i++) ids.push(await createVaga(small.app, owner));
      const closed = ids.pop() as number;
      await small.app.inject({
        method: 'POST',
        url: `/api/v1/vagas/${closed}/encerrar`,
        headers: owner.headers,
      });
      const get = (url: string) => small.app.inject({ method: 'GET', url });
      const index = await get('/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
      expect(files).toEqual([
        `${PUBLIC_URL}/sitemaps/paginas.xml`,
        `${PUBLIC_URL}/sitemaps/vagas-1.xml`,
        `${PUBLIC_URL}/sitemaps/vagas-2.xml`,
      ]);
      const pages = await get('/sitemaps/paginas.xml');
      expect(pages.body).toContain(`<loc>${PUBLIC_URL}/vagas</loc>`);
      const listed: number[] = [];
      for (const file of ['/sitemaps/vagas-1.xml', '/sitemaps/vagas-2.xml']) {
        const res = await get(file);
        expect(res.statusCode, file).toBe(200);
        expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const links = [...res.body.matchAll(/<loc>[^<]*\/vagas\/(\d+)<\/loc><lastmod>\d{4}-/g)].map((m) =>
          Number(m[1]),
        );
        expect(links.length).toBeLessThanOrEqual(10);
        listed.push(...links);
      }
      expect(listed.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
      expect((await get('/sitemaps/vagas-3.xml')).statusCode).toBe(404);
      expect((await get('/sitemaps/outro.xml')).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    // What the pages need stays allowed: their assets, the clinics' logos, the footer's contacts.
    expect(res.body).toContain('Allow: /api/v1/site$');
    expect(res.body).not.toMatch(/Disallow: \/(assets|logos|vagas)/);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('withHead', () => {
  it('replaces the built index.html’s title and description instead of adding a second one', async () => {
    const { withHead } = await import('../src/modules/job-postings/job-postings.seo');
    const built = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>RX Odonto | Radiologia</title>
    <meta
      name="description"
      content="RX Odonto conecta clínicas."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;
    const html = withHead(built, '<title>Vaga</title>\n    <meta name="description" content="Nova" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Vaga</title>');
    expect(html).toMatch(/<meta charset="UTF-8" \/>[\s\S]*<title>Vaga<\/title>[\s\S]*<\/head>/);
  });
});

describe("the clinic's street address on a posting", () => {
  let withAddress: TestUser;

  beforeAll(async () => {
    withAddress = await newClinic(t.app, { nome_fantasia: 'Clínica Endereço' });
    const infos = await t.app.inject({
      method: 'POST',
      url: '/infos_clinica/',
      headers: withAddress.headers,
      payload: {
        rua: 'Rua Barão de Jaguara',
        numero: '1200',
        bairro: 'Centro',
        cidade: 'Campinas',
        estado: 'SP',
        cep: '13015002',
      },
    });
    expect(infos.statusCode, infos.body).toBe(201);
  });

  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/vagas/${id}` })).json();

  it('is shown on the page and in the JSON-LD when the clinic chose it and the posting is in its city', async () => {
    const id = await createVaga(t.app, withAddress, {
      cidade: 'campinas',
      estado: 'SP',
      mostrar_endereco: true,
    });
    expect((await detail(id)).endereco).toEqual({
      logradouro: 'Rua Barão de Jaguara, 1200 – Centro',
      cep: '13015-002',
    });
    const address = (
      jsonLd((await page(`/vagas/${id}`)).body).jobLocation as { address: Record<string, string> }
    ).address;
    expect(address).toMatchObject({
      streetAddress: 'Rua Barão de Jaguara, 1200 – Centro',
      postalCode: '13015-002',
      addressLocality: 'campinas',
      addressRegion: 'SP',
    });
  });

  it('stays private when the clinic did not choose it, or when the posting is in another city', async () => {
    for (const overrides of [
      { cidade: 'Campinas', mostrar_endereco: false },
      { cidade: 'Sorocaba', mostrar_endereco: true },
    ]) {
      const id = await createVaga(t.app, withAddress, overrides);
      expect((await detail(id)).endereco, JSON.stringify(overrides)).toBeNull();
      const html = (await page(`/vagas/${id}`)).body;
      expect(html).not.toContain('streetAddress');
      expect(html).not.toContain('Barão de Jaguara');
    }
  });
});
