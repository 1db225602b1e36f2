// The blog's pages as a crawler gets them (no JavaScript): /blog and /blog/{slug} rendered by the
// web app's real SSR bundle (apps/web/dist-ssr, from `npm run build`) with their data, the head
// (title, Open Graph, Twitter card, JSON-LD BlogPosting), valid HTML under the rules of the served
// pages' e2e test, and an unpublished article as a 404 page.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-factories';
import { createTestApp, type TestApp } from './helper';
import { JPEG, multipart } from './multipart';

const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const built = existsSync(fileURLToPath(new URL('../../web/dist-ssr/data-page.json', import.meta.url)));
if (!built)
  console.warn('blog-pages.test.ts skipped: run `npm run build` first (it needs apps/web/dist-ssr)');

const PUBLIC_URL = 'https://rx.exemplo.com.br';
// The rules of apps/web/e2e/html-validity.spec.ts.
const validator = new HtmlValidate({
  extends: [],
  rules: {
    ...Object.fromEntries(
      [
        'no-dup-id',
        'no-dup-attr',
        'no-missing-references',
        'element-required-content',
        'element-permitted-content',
        'element-permitted-parent',
        'element-permitted-occurrences',
        'close-order',
        'close-attr',
        'no-deprecated-attr',
        'empty-title',
        'missing-doctype',
        'unique-landmark',
      ].map((rule) => [rule, 'error']),
    ),
    'long-title': ['error', { maxlength: 70 }],
  },
});

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="dados-da-pagina"'));
async function validationErrors(html: string) {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}

describe.skipIf(!built)('the blog rendered on the server', () => {
  let imageId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL, WEB_DIST_DIR: WEB_DIST } });
    admin = await createAdmin(t, 'Ana Editora');
    const body = multipart([{ field: 'arquivo', filename: 'capa.jpg', data: JPEG }]);
    const image = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/posts/imagens',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    });
    imageId = image.json().id;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/posts', headers: admin.headers, payload });
    const base = {
      resumo: 'Como escolher o campo de visão e a resolução certos para cada exame.',
      autor: 'Dra. Carla Souza',
      tags: ['tomografia'],
      servico: 13,
    };
    expect(
      (
        await post({
          ...base,
          titulo: 'Protocolos de tomografia cone beam: um guia prático para a clínica odontológica moderna',
          slug: 'protocolos-cbct',
          conteudo:
            '## Campo de visão\n\nEscolha o menor FOV.\n\n<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>',
          capa: { imagem_id: imageId, alt: 'Tomógrafo em uma sala de exames' },
          status: 'publicado',
        })
      ).statusCode,
    ).toBe(201);
    await post({ ...base, titulo: 'Dose em crianças', conteudo: 'Texto.', status: 'publicado' });
    await post({ ...base, titulo: 'Rascunho oculto', conteudo: 'Texto.', status: 'rascunho' });
  }, 60_000);
  afterAll(() => t?.close());

  it('/blog/{slug}: the article in the body, its head for search engines and social cards, valid HTML', async () => {
    const res = await page('/blog/protocolos-cbct');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const body = root(html);
    expect(body.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]).toBe(
      'Protocolos de tomografia cone beam: um guia prático para a clínica odontológica moderna',
    );
    expect(body).toContain('<h2>Campo de visão</h2>');
    expect(body).toContain('Escolha o menor FOV.');
    expect(body).toContain('1 min de leitura');
    expect(body).toContain('Dra. Carla Souza');
    expect(body).toContain('href="/blog?tag=tomografia"');
    expect(body).toContain('Solicitar proposta');
    expect(body).toContain('Auditoria técnica de exames 2D e 3D');
    // Related: the other article of the tag.
    expect(body).toContain('href="/blog/dose-em-criancas"');
    // Nothing of the Markdown's script or handler is live anywhere in the page.
    expect(html).not.toContain('alert("x")</script>');
    expect(html).not.toMatch(/<img[^>]*onerror/);

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(Array.from(title).length).toBeLessThanOrEqual(70);
    expect(title.startsWith('Protocolos de tomografia')).toBe(true);
    const image = `${PUBLIC_URL}/blog/imagens/${imageId}`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/blog/protocolos-cbct" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/protocolos-cbct" />`);
    const ld = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: expect.stringContaining('Protocolos de tomografia'),
      image: [image],
      author: { '@type': 'Person', name: 'Dra. Carla Souza' },
      url: `${PUBLIC_URL}/blog/protocolos-cbct`,
    });
    expect(Number.isNaN(Date.parse(ld.datePublished))).toBe(false);
    expect(await validationErrors(html)).toEqual([]);
  });

  it('/blog: the published articles as cards, valid HTML; drafts nowhere', async () => {
    const res = await page('/blog');
    expect(res.statusCode).toBe(200);
    const body = root(res.body);
    expect(body).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(body).toContain('href="/blog/protocolos-cbct"');
    expect(body).toContain('href="/blog/dose-em-criancas"');
    expect(res.body).not.toContain('Rascunho oculto');
    expect(await validationErrors(res.body)).toEqual([]);
    const tagged = await page('/blog?tag=tomografia');
    expect(root(tagged.body)).toContain('Artigos sobre #tomografia');
  });

  it('a draft or unknown slug is a 404 page with noindex', async () => {
    for (const url of ['/blog/rascunho-oculto', '/blog/nao-existe']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(root(res.body)).toContain('Artigo não encontrado');
      expect(res.body).not.toContain('Rascunho oculto');
    }
  });
});
