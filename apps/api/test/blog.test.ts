// The blog: only administrators write (visitors and other accounts get 404), drafts and articles
// scheduled for later are invisible to the public, a scheduled article turns public at its time
// (at read time, and by its job), the Markdown is sanitised, images are checked by content, the
// feed is valid RSS and the sitemap lists the articles; every change is in the audit trail.
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admin-factories';
import { createClinic, type TestUser, waitForJobs } from './factories';
import { createTestApp, type TestApp } from './helper';
import { JPEG, multipart, PNG } from './multipart';

const PUBLIC_URL = 'https://rx.exemplo.com.br';
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let clinic: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  admin = await createAdmin(t, 'Ana Editora');
  clinic = await createClinic(t.app);
}, 60_000);
afterAll(() => t?.close());

const article = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Proteção radiológica na clínica',
  resumo: 'O que a norma pede e como cumprir no dia a dia.',
  conteudo: '## Dosímetros\n\nCada profissional usa o seu.',
  tags: ['Proteção radiológica', 'normas'],
  autor: 'Equipe RX Odonto',
  status: 'publicado',
  ...overrides,
});

/** POST /admin/posts as an administrator, or as `headers` (null: a visitor). */
const create = (payload: unknown, headers: Record<string, string> | null = admin.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/posts',
    ...(headers ? { headers } : {}),
    payload: payload as object,
  });
const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
const publicSlugs = async (query = '') =>
  ((await get(`/api/v1/posts${query}`)).json().items as { slug: string }[]).map((p) => p.slug);

describe('writing: administrators only', () => {
  it('a visitor and a clinic get 404 on every back-office route; nothing is created', async () => {
    for (const headers of [null, clinic.headers]) {
      expect((await create(article({ titulo: 'Intruso' }), headers)).statusCode).toBe(404);
      expect((await get('/api/v1/admin/posts', headers ?? undefined)).statusCode).toBe(404);
      const upload = multipart([{ field: 'arquivo', filename: 'a.png', data: PNG }]);
      const image = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/posts/imagens',
        payload: upload.payload,
        headers: { ...upload.headers, ...(headers ?? {}) },
      });
      expect(image.statusCode).toBe(404);
    }
    expect(await publicSlugs()).not.toContain('intruso');
  });

  it('creates (slug from the title), edits, deletes, each in the audit trail', async () => {
    const created = await create(article());
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json();
    expect(slug).toBe('protecao-radiologica-na-clinica');
    // The same title again: the slug is taken → 422 on the field.
    const again = await create(article());
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([expect.objectContaining({ field: 'slug' })]);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/posts/${id}`,
      headers: admin.headers,
      payload: article({ titulo: 'Proteção radiológica: o essencial', slug: 'protecao-essencial' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/api/v1/posts/protecao-essencial')).json().titulo).toBe(
      'Proteção radiológica: o essencial',
    );
    expect((await get('/api/v1/posts/protecao-radiologica-na-clinica')).statusCode).toBe(404);

    const byClinic = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/posts/${id}`,
      headers: clinic.headers,
    });
    expect(byClinic.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/posts/${id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/v1/posts/protecao-essencial')).statusCode).toBe(404);

    const trail = (await get('/api/v1/admin/auditoria?size=50', admin.headers)).json().items as {
      acao: string;
      detalhes: { post_id?: number };
      alvo: string | null;
    }[];
    const mine = trail.filter((e) => e.detalhes.post_id === id).map((e) => e.acao);
    expect(mine).toEqual(['post_excluir', 'post_editar', 'post_criar']);
    expect(trail.find((e) => e.acao === 'post_excluir')?.alvo).toBe('Proteção radiológica: o essencial');
  });

  it('bad input: 422 with the fields named, never 500', async () => {
    const bad = await create({
      titulo: '',
      resumo: 'x'.repeat(301),
      conteudo: '',
      autor: '',
      status: 'talvez',
    });
    expect(bad.statusCode).toBe(422);
    const fields = (bad.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['titulo', 'resumo', 'conteudo', 'autor', 'status']));
    const noTime = await create(article({ titulo: 'Sem hora', status: 'agendado' }));
    expect(noTime.statusCode).toBe(422);
    expect(noTime.json().errors).toEqual([expect.objectContaining({ field: 'publicar_em' })]);
    const badSlug = await create(article({ titulo: 'Slug ruim', slug: 'Com Espaço' }));
    expect(badSlug.statusCode).toBe(422);
  });
});

describe('reading: drafts and future articles are invisible', () => {
  let draftId: number;
  it('a draft is in the administrators list, not in the public list nor at its address', async () => {
    const draft = await create(article({ titulo: 'Rascunho secreto', status: 'rascunho', tags: ['lgpd'] }));
    expect(draft.statusCode).toBe(201);
    draftId = draft.json().id;
    expect(await publicSlugs()).not.toContain('rascunho-secreto');
    expect((await get('/api/v1/posts/rascunho-secreto')).statusCode).toBe(404);
    const list = (await get('/api/v1/admin/posts', admin.headers)).json();
    expect(list.items.map((p: { slug: string }) => p.slug)).toContain('rascunho-secreto');
    const one = await get(`/api/v1/admin/posts/${draftId}`, admin.headers);
    expect(one.json()).toMatchObject({ status: 'rascunho', visivel: false, conteudo: expect.any(String) });
  });

  it('filters by tag and pages', async () => {
    await create(article({ titulo: 'Tomografia: protocolos', tags: ['tomografia'] }));
    await create(article({ titulo: 'Tomografia infantil', tags: ['Tomografia', 'pediatria'] }));
    expect(await publicSlugs('?tag=tomografia')).toEqual(['tomografia-infantil', 'tomografia-protocolos']);
    const page = (await get('/api/v1/posts?tag=tomografia&size=1&page=2')).json();
    expect(page).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(page.items).toHaveLength(1);
    // Related: the other article of the same tag.
    const detail = (await get('/api/v1/posts/tomografia-infantil')).json();
    expect(detail.relacionados.map((p: { slug: string }) => p.slug)).toEqual(['tomografia-protocolos']);
    expect(detail.minutos_leitura).toBe(1);
  });
});

describe('scheduling', () => {
  it('a future article is invisible; once its time has passed it is public at read time and by its job', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const future = await create(article({ titulo: 'Artigo do futuro', status: 'agendado', publicar_em: at }));
    expect(future.statusCode, future.body).toBe(201);
    const { id } = future.json();
    expect(await publicSlugs()).not.toContain('artigo-do-futuro');
    expect((await get('/api/v1/posts/artigo-do-futuro')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/blog/feed.xml' })).body).not.toContain(
      'artigo-do-futuro',
    );

    // Its time comes: an hour passes (the row's time moved back), before any job ran.
    await t.app.db.execute(sql`update posts set publicado_em = now() - interval '1 second' where id = ${id}`);
    expect(await publicSlugs()).toContain('artigo-do-futuro');
    expect((await get('/api/v1/posts/artigo-do-futuro')).statusCode).toBe(200);
    expect((await get(`/api/v1/admin/posts/${id}`, admin.headers)).json()).toMatchObject({
      status: 'agendado',
      visivel: true,
    });
  });

  it('the delayed job marks the article published when it is due (and not another time)', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const { id } = (
      await create(article({ titulo: 'Agendado com job', status: 'agendado', publicar_em: at }))
    ).json();
    await waitForJobs(t.app);
    expect((await get(`/api/v1/admin/posts/${id}`, admin.headers)).json().status).toBe('agendado');
    // The hour passes: the row and its job are due now.
    await t.app.db.execute(sql`update posts set publicado_em = date_trunc('second', now()) where id = ${id}`);
    const row = (await get(`/api/v1/admin/posts/${id}`, admin.headers)).json();
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now(), data = jsonb_set(data, '{at}', to_jsonb(${row.publicado_em}::text)) where name = 'blog-publish' and state = 'created' and (data->>'id')::int = ${id}`,
    );
    await waitForJobs(t.app);
    expect((await get(`/api/v1/admin/posts/${id}`, admin.headers)).json()).toMatchObject({
      status: 'publicado',
      visivel: true,
    });
  });

  it('scheduling in the past is refused', async () => {
    const past = await create(
      article({
        titulo: 'No passado',
        status: 'agendado',
        publicar_em: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual([expect.objectContaining({ field: 'publicar_em' })]);
  });
});

describe('sanitising', () => {
  it('a <script>, an onerror and a javascript: link never reach the HTML; links get rel=noopener', async () => {
    const conteudo = [
      'Texto <script>alert(1)</script> aqui.',
      '<img src=x onerror="alert(2)">',
      '[clique](javascript:alert(3)) e [site](https://exemplo.org) e [interno](/servicos/1)',
      '![externa](https://outro.site/img.png) ![nossa](/blog/imagens/7)',
      '# Título no corpo',
    ].join('\n\n');
    const res = await create(article({ titulo: 'Artigo perigoso', conteudo }));
    expect(res.statusCode).toBe(201);
    const { html } = (await get('/api/v1/posts/artigo-perigoso')).json() as { html: string };
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a href="https://exemplo.org" rel="noopener noreferrer nofollow" target="_blank">site</a>',
    );
    expect(html).toContain('<a href="/servicos/1" rel="noopener">interno</a>');
    // Only our own images are images; another site's is a link, never fetched.
    expect(html).toContain('<img src="/blog/imagens/7" alt="nossa"');
    expect(html).not.toContain('<img src="https://outro.site');
    expect(html).toContain('href="https://outro.site/img.png"');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2>Título no corpo</h2>');
    // The editor's preview is the same renderer.
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/posts/previa',
      headers: admin.headers,
      payload: { conteudo },
    });
    expect(preview.json().html).toBe(html);
  });
});

describe('images', () => {
  it('accepts an image by its content, refuses anything else, and serves it at a stable address', async () => {
    const { id } = (await create(article({ titulo: 'Com imagens' }))).json();
    const send = (data: Buffer, filename: string, url = `/api/v1/admin/posts/${id}/imagens`) => {
      const body = multipart([{ field: 'arquivo', filename, contentType: 'image/png', data }]);
      return t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      });
    };
    const fake = await send(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png');
    expect(fake.statusCode).toBe(415);
    expect((await send(PNG, 'a.png', '/api/v1/admin/posts/999999/imagens')).statusCode).toBe(404);
    const ok = await send(JPEG, 'capa.jpg');
    expect(ok.statusCode, ok.body).toBe(201);
    const image = ok.json();
    expect(image.url).toBe(`/blog/imagens/${image.id}`);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(302);
    const file = await t.app.inject({ method: 'GET', url: served.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/blog/imagens/999999' })).statusCode).toBe(404);
    // As the cover: the public card carries it with its alt text.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/posts/${id}`,
      headers: admin.headers,
      payload: article({ titulo: 'Com imagens', capa: { imagem_id: image.id, alt: 'Sala de raio X' } }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/api/v1/posts/com-imagens')).json().capa).toEqual({
      url: image.url,
      alt: 'Sala de raio X',
    });
    const audit = (await get('/api/v1/admin/auditoria?size=100', admin.headers)).json().items as {
      acao: string;
    }[];
    expect(audit.some((e) => e.acao === 'post_imagem')).toBe(true);
  });
});

describe('feed and sitemap', () => {
  it('GET /blog/feed.xml is valid RSS 2.0 of the published articles, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/blog/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(res.body);
    expect(feed.rss['@_version']).toBe('2.0');
    const items = [feed.rss.channel.item].flat() as { title: string; link: string; pubDate: string }[];
    const titles = items.map((i) => i.title);
    expect(titles).toContain('Tomografia infantil');
    expect(titles).not.toContain('Rascunho secreto');
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) {
      expect(item.link).toMatch(/^https:\/\/rx\.exemplo\.com\.br\/blog\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // The sanitised body, with absolute links, and no script.
    expect(res.body).not.toMatch(/<script/i);
  });

  it('the sitemap lists the published articles with lastmod, not the drafts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toMatch(
      /<url><loc>https:\/\/rx\.exemplo\.com\.br\/blog\/tomografia-infantil<\/loc><lastmod>[^<]+<\/lastmod><\/url>/,
    );
    expect(res.body).not.toContain('rascunho-secreto');
  });
});
