// The data pages as a crawler gets them (no JavaScript): /vagas/{id} and /vagas rendered by the
// web app's real SSR bundle (apps/web/dist-ssr, from `npm run build`) with their data, the
// answers the browser's cache starts with, the JSON-LD, the 404/410 pages and the cache.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { createVaga, newClinic } from './job-posting-factories';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../../web/dist-ssr/data-page.json', import.meta.url)));
if (!built)
  console.warn('data-pages.test.ts skipped: run `npm run build` first (it needs apps/web/dist-ssr)');

const PUBLIC_URL = 'https://rx.exemplo.com.br';
let t: TestApp;
let clinic: TestUser;
let other: TestUser;

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="dados-da-pagina"'));
const text = (html: string) =>
  root(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
function sent(html: string): { queryKey: unknown[]; data?: unknown; error?: { status: number } }[] {
  const match = /<script type="application\/json" id="dados-da-pagina">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the answers sent with the page').not.toBeNull();
  return JSON.parse(match?.[1] ?? '[]');
}
const cardIds = (html: string) =>
  [...root(html).matchAll(/<a [^>]*href="\/vagas\/(\d+)"/g)].map((m) => Number(m[1]));

describe.skipIf(!built)('data pages rendered on the server', () => {
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, WEB_DIST_DIR: WEB_DIST } });
    clinic = await newClinic(t.app, { nome_fantasia: 'Clínica Sorriso & Cia' });
    other = await newClinic(t.app, { nome_fantasia: 'Odonto Norte' });
  }, 60_000);
  afterAll(() => t?.close());

  it('/vagas/{id}: the posting in the body, as a person sees it, with its answer for the cache', async () => {
    const id = await createVaga(t.app, clinic, {
      titulo: 'Técnico em radiologia odontológica para tomografia computadorizada cone beam e panorâmica',
      descricao: 'Operação do tomógrafo.\nAtendimento a pacientes.',
      cidade: 'Campinas',
      tipo_contrato: 'CLT',
      jornada: 'Meio período',
      salario_min: 2500,
      salario_max: 3500,
      equipamentos: ['Vatech'],
      registro_obrigatorio: true,
    });
    const res = await page(`/vagas/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    const body = text(html);
    expect(root(html).match(/<h1[ >]/g)).toHaveLength(1);
    expect(root(html)).toMatch(/<h1[^>]*>Técnico em radiologia odontológica para tomografia/);
    for (const part of [
      'Clínica Sorriso & Cia',
      'Campinas – SP',
      'CLT',
      'Meio período',
      'R$ 2.500 a R$ 3.500',
      'Operação do tomógrafo.',
      'Registro profissional no conselho obrigatório.',
      'Vatech',
      'Publicada em',
    ])
      expect(body, part).toContain(part);
    // Applying works without JavaScript: a link to the sign-in that comes back here.
    expect(root(html)).toMatch(
      new RegExp(`<a [^>]*href="/login\\?next=%2Fvagas%2F${id}%3Fcandidatar%3D1"[^>]*>Candidatar-se</a>`),
    );
    // One <title> of at most 70 characters; description and canonical link.
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1] ?? '');
    expect(titles).toHaveLength(1);
    expect(titles[0]?.length).toBeLessThanOrEqual(70);
    // page-title.ts: too long with the site name, the site name goes first, then the título is cut.
    expect(titles[0]).toMatch(/^Técnico em radiologia odontológica .*… em Campinas\/SP$/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/vagas/${id}" />`);
    expect(html).not.toContain('noindex');
    // The browser's cache starts with the visitor's answer of the posting, then the company's
    // contacts, which the footer shows without JavaScript.
    const entries = sent(html);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.queryKey).toEqual(['vagas', 'detalhe', id, 'visitante']);
    expect(entries[1]?.queryKey).toEqual(['site-config']);
    expect(root(html)).toContain('contato@rxodonto.com.br');
    expect(html).not.toContain('<noscript>');
    expect(entries[0]?.data).toMatchObject({
      id,
      titulo: expect.stringContaining('Técnico'),
      cidade: 'Campinas',
    });
  });

  it('/vagas/{id}: JSON-LD with directApply, identifier, the logo address and @context https://schema.org', async () => {
    const id = await createVaga(t.app, clinic, { titulo: "ASB $` fim $& e $'" });
    const html = (await page(`/vagas/${id}`)).body;
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]?.[1] ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: "ASB $` fim $& e $'",
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Clínica Sorriso & Cia', value: String(id) },
      url: `${PUBLIC_URL}/vagas/${id}`,
    });
    // No photo: no logo (a logo must be an image that exists).
    expect(data.hiringOrganization.logo).toBeUndefined();
    expect(text(html)).toContain("ASB $` fim $& e $'");
  });

  it('a closed or expired posting answers 410, an unknown one 404: a real page with noindex and open vagas', async () => {
    const open = await createVaga(t.app, other, { titulo: 'Recepcionista bilíngue' });
    const closed = await createVaga(t.app, clinic);
    await t.app.inject({ method: 'POST', url: `/api/v1/vagas/${closed}/encerrar`, headers: clinic.headers });
    const expired = await createVaga(t.app, clinic);
    await t.database.db.execute(
      sql`update vagas set expira_em = now() - interval '1 day' where id = ${expired}`,
    );
    for (const [url, status] of [
      [`/vagas/${closed}`, 410],
      [`/vagas/${expired}`, 410],
      ['/vagas/99999999', 404],
      ['/vagas/abc', 404],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(status);
      const html = res.body;
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
      expect(html, url).toContain('<title>Vaga não encontrada | RX Odonto</title>');
      expect(root(html).match(/<h1[^>]*>Vaga não encontrada<\/h1>/g), url).toHaveLength(1);
      expect(html, url).not.toContain('application/ld+json');
      expect(cardIds(html), url).toContain(open);
      expect(sent(html)[0]?.error, url).toBeDefined();
    }
  });

  it('/vagas: the page of open postings of the URL as links, every filter honoured, pages as links', async () => {
    const clinicaA = await newClinic(t.app, { nome_fantasia: 'Clínica Filtros' });
    const match: number[] = [];
    for (let i = 0; i < 12; i++) {
      match.push(
        await createVaga(t.app, clinicaA, {
          titulo: `Auxiliar panorâmica ${i}`,
          tipo_profissao: 'ASB',
          estado: 'RJ',
          cidade: 'Niterói',
          tipo_contrato: 'PJ',
          descricao: 'Tomografia e panorâmica com atendimento.',
        }),
      );
    }
    const noise = [
      await createVaga(t.app, clinicaA, {
        tipo_profissao: 'TSB',
        estado: 'RJ',
        cidade: 'Niterói',
        tipo_contrato: 'PJ',
      }),
      await createVaga(t.app, clinicaA, {
        tipo_profissao: 'ASB',
        estado: 'SP',
        cidade: 'Niterói',
        tipo_contrato: 'PJ',
      }),
      await createVaga(t.app, clinicaA, {
        tipo_profissao: 'ASB',
        estado: 'RJ',
        cidade: 'Rio de Janeiro',
        tipo_contrato: 'PJ',
      }),
      await createVaga(t.app, clinicaA, {
        tipo_profissao: 'ASB',
        estado: 'RJ',
        cidade: 'Niterói',
        tipo_contrato: 'CLT',
      }),
    ];
    const query = 'tipos_profissao=ASB&estados=RJ&tipos_contrato=PJ&cidade=Niter%C3%B3i&q=panor%C3%A2mica';
    const first = await page(`/vagas?${query}`);
    expect(first.statusCode).toBe(200);
    const ids1 = cardIds(first.body);
    expect(ids1).toHaveLength(10);
    for (const id of ids1) expect(match).toContain(id);
    for (const id of noise) expect(ids1).not.toContain(id);
    expect(text(first.body)).toContain('12 vagas encontradas');
    // The next page is a real link that keeps every filter.
    const next = /<a [^>]*href="(\/vagas\?[^"]*page=2[^"]*)"/
      .exec(root(first.body))?.[1]
      ?.replace(/&amp;/g, '&');
    expect(next).toBeDefined();
    const nextParams = new URL(next ?? '', PUBLIC_URL).searchParams;
    expect(Object.fromEntries(nextParams)).toMatchObject({
      tipos_profissao: 'ASB',
      estados: 'RJ',
      tipos_contrato: 'PJ',
      cidade: 'Niterói',
      q: 'panorâmica',
      page: '2',
    });
    const second = await page(next ?? '');
    const ids2 = cardIds(second.body);
    expect(ids2).toHaveLength(2);
    expect([...ids1, ...ids2].sort()).toEqual([...match].sort());
    const previous = /<a [^>]*href="(\/vagas\?[^"]*)"[^>]*>(?:(?!<\/a>)[\s\S])*Anterior<\/a>/.exec(
      root(second.body),
    );
    expect(previous?.[1]?.replace(/&amp;/g, '&')).toBe(`/vagas?${query}`);
    // The answers of the list go with the page.
    const entries = sent(second.body);
    expect(entries[0]?.queryKey[1]).toBe('lista');
    expect((entries[0]?.data as { total: number } | undefined)?.total).toBe(12);
  });

  it('/vagas: the search works as a plain GET form', async () => {
    const html = (await page('/vagas?tipos_profissao=TSB')).body;
    const form = /<form [^>]*aria-label="Buscar vagas"[^>]*>([\s\S]*?)<\/form>/.exec(root(html));
    expect(form?.[0]).toMatch(/method="get"/);
    expect(form?.[0]).toMatch(/action="\/vagas"/);
    expect(form?.[0]).toMatch(/id="filtros-vagas"/);
    expect(form?.[1]).toMatch(/<input [^>]*name="q"/);
    // Without JavaScript the lists are checkboxes of the same form (<noscript>), checked as the
    // URL has them, so the search keeps the filters in force and can change them.
    const boxes = [...root(html).matchAll(/<input [^>]*type="checkbox"[^>]*>/g)].map((m) => m[0]);
    const box = (name: string, value: string) =>
      boxes.find((b) => b.includes(`name="${name}"`) && b.includes(`value="${value}"`)) ?? '';
    expect(box('tipos_profissao', 'TSB')).toMatch(/form="filtros-vagas"[^>]*checked=""/);
    expect(box('tipos_profissao', 'ASB')).toMatch(/form="filtros-vagas"/);
    expect(box('tipos_profissao', 'ASB')).not.toContain('checked');
    expect(box('estados', 'SP')).toMatch(/form="filtros-vagas"/);
    expect(root(html)).toMatch(/<button type="submit" form="filtros-vagas"[^>]*>Filtrar vagas<\/button>/);
  });

  it('sends the page compressed (Brotli or gzip) to a client that accepts it', async () => {
    const plain = (await page('/vagas')).body;
    const br = await t.app.inject({
      method: 'GET',
      url: '/vagas',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/vagas',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('keeps a rendered posting a few seconds, and drops it when the clinic edits or closes it', async () => {
    const id = await createVaga(t.app, clinic, { titulo: 'Primeiro título' });
    expect((await page(`/vagas/${id}`)).body).toContain('Primeiro título');
    await t.database.db.execute(sql`update vagas set titulo = 'Mudado por fora' where id = ${id}`);
    // Changed behind the API's back: the rendered page is reused.
    expect((await page(`/vagas/${id}`)).body).toContain('Primeiro título');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vagas/${id}/encerrar`,
      headers: clinic.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await page(`/vagas/${id}`)).statusCode).toBe(410);
  });
});
