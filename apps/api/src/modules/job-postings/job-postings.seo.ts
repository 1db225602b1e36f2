// What search engines read without running JavaScript:
//   GET /vagas/{id}    the posting's page rendered with its content (plugins/data-pages.ts), with its
//                      <title>, meta description, canonical link and a schema.org JobPosting (JSON-LD);
//                      a posting closed or expired answers 410, an unknown one 404 (noindex, open vagas).
//                      Without the SSR bundle: the shell with that head.
//   GET /sitemap.xml   the public pages and every open posting, with lastmod; past SITEMAP_MAX_LINKS
//                      (50,000) links a sitemap index of /sitemaps/paginas.xml and /sitemaps/vagas-<n>.xml
//   GET /robots.txt    points to the sitemap; the API stays out of crawlers' way (but /api/v1/site)
//   GET /logos/clinicas/{id}  the clinic's photo at a stable address (JSON-LD's logo)
// JSON-LD is data, not script: the CSP's script-src does not apply to it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendDataPage } from '../../plugins/data-pages';
import { sendNotFound } from '../../plugins/errors';
import { escapeHtml, jsonForScript } from '../../plugins/html';
import { NOT_BUILT_MESSAGE } from '../../plugins/static';
import { blogSitemapUrls } from '../blog/blog.seo';
import { listForSitemap as listAnunciosForSitemap } from '../classificados/classificados.repo';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { isOpen } from './job-postings.policy';
import * as repo from './job-postings.repo';
import { publicAddress, toIso, toReais } from './job-postings.service';
import { vagaNotFoundTitle, vagaPageTitle } from './page-title';

export const PUBLIC_PAGES = [
  '/home',
  '/quemsomos',
  '/servicos',
  '/vagas',
  '/classificados',
  '/blog',
  '/termodeuso',
  '/politicaprivacidade',
] as const;

const EMPLOYMENT_TYPES: Record<string, string> = {
  CLT: 'FULL_TIME',
  PJ: 'CONTRACTOR',
  Autônomo: 'CONTRACTOR',
  Estágio: 'INTERN',
  Temporário: 'TEMPORARY',
};

export { escapeHtml, jsonForScript };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The stable public address of a clinic's photo (a redirect to a fresh signed link). */
export const clinicLogoPath = (clinicaId: number) => `/logos/clinicas/${clinicaId}`;

export function jobPosting(row: repo.VagaDetailRow, publicUrl: string) {
  const types = [EMPLOYMENT_TYPES[row.tipo_contrato] ?? 'OTHER'];
  if (row.jornada === 'Meio período') types.push('PART_TIME');
  const min = toReais(row.salario_min_centavos);
  const max = toReais(row.salario_max_centavos);
  const address = publicAddress(row);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: row.titulo,
    description: row.descricao,
    identifier: { '@type': 'PropertyValue', name: row.nome_fantasia, value: String(row.id) },
    datePosted: toIso(row.publicada_em),
    validThrough: toIso(row.expira_em),
    employmentType: types.length === 1 ? types[0] : types,
    hiringOrganization: {
      '@type': 'Organization',
      name: row.nome_fantasia,
      ...(row.foto_key ? { logo: `${publicUrl}${clinicLogoPath(row.clinica_id)}` } : {}),
    },
    // Candidates apply on this site (the page's 'Candidatar-se').
    directApply: true,
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        // The street and postal code only when the clinic shows them on the posting's page.
        ...(address ? { streetAddress: address.logradouro } : {}),
        ...(address?.cep ? { postalCode: address.cep } : {}),
        addressLocality: row.cidade,
        addressRegion: row.estado,
        addressCountry: 'BR',
      },
    },
    url: `${publicUrl}/vagas/${row.id}`,
    ...(row.mostrar_salario && (min !== null || max !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'BRL',
            value: {
              '@type': 'QuantitativeValue',
              ...(min !== null && max !== null && min !== max
                ? { minValue: min, maxValue: max }
                : { value: min ?? max }),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  };
}

/** The posting page's <title>: one rule, in page-title.ts (at most 70 characters). */
export const vagaTitle = (row: Pick<repo.VagaDetailRow, 'titulo' | 'cidade' | 'estado'>, siteName: string) =>
  vagaPageTitle(row.titulo, row.cidade, row.estado, siteName);

/** The tags of a posting's page in <head> besides its title and canonical link. */
export function vagaHeadTags(row: repo.VagaDetailRow, publicUrl: string): string[] {
  const description = clip(
    oneLine(
      `Vaga de ${row.tipo_profissao} (${row.tipo_contrato}, ${row.jornada}) em ${row.cidade}/${row.estado} na ${row.nome_fantasia}. ${row.descricao}`,
    ),
    160,
  );
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<script type="application/ld+json">${jsonForScript(jobPosting(row, publicUrl))}</script>`,
  ];
}

/** The tags this page puts in <head> of the shell (when the web app has no SSR bundle). */
export function vagaHead(row: repo.VagaDetailRow, publicUrl: string, siteName: string): string {
  const [description, jsonLd] = vagaHeadTags(row, publicUrl);
  return [
    `<title>${escapeHtml(vagaTitle(row, siteName))}</title>`,
    description,
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}/vagas/${row.id}`)}" />`,
    jsonLd,
  ].join('\n    ');
}

/** index.html with `head` in place of its title, description, canonical link and robots tag. */
export function withHead(indexHtml: string, head: string): string {
  const cleaned = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/i, '')
    .replace(/<meta\s+name=["']robots["'][^>]*>\s*/i, '');
  // Spliced in by position, never as a String.replace replacement: clinic-written text may hold
  // "$`", "$'" or "$&", which a replacement string would expand into parts of the page.
  const headEnd = cleaned.search(/<\/head>/i);
  if (headEnd >= 0) return `${cleaned.slice(0, headEnd)}  ${head}\n  ${cleaned.slice(headEnd)}`;
  // A page without a <head> element (its tags are optional in HTML) gets one before <body>.
  const bodyStart = cleaned.search(/<body/i);
  if (bodyStart < 0) return `<head>${head}</head>${cleaned}`;
  return `${cleaned.slice(0, bodyStart)}<head>${head}</head>${cleaned.slice(bodyStart)}`;
}

const NOINDEX = '<meta name="robots" content="noindex" />';

export const vagasSeoRoutes: FastifyPluginAsync = async (app) => {
  const { config, database, db } = app;
  const photoLinks = new PhotoLinkCache(app.storage);
  const indexFile = join(config.webDistDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;

  /** dist/index.html, read again only when it changes (a new build). */
  async function indexHtml(): Promise<string | null> {
    try {
      const { mtimeMs } = await stat(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  }

  app.get<{ Params: { id: string } }>('/vagas/:id', { schema: { hide: true } }, async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Rendered with its content (plugins/data-pages.ts), kept a few seconds; dropped on a change.
    const page = await app.dataPages.cached(`/vagas/${id}`, async () => {
      const row = id > 0 ? await repo.findDetail(database, id, 0) : null;
      const open = row !== null && isOpen(row);
      return app.dataPages.render(`/vagas/${id > 0 ? id : request.params.id}`, {
        ...(open
          ? { title: vagaTitle(row, config.site.name), head: vagaHeadTags(row, config.publicUrl) }
          : {}),
        // A posting that was published and has closed or expired is gone for good.
        missingStatus: row ? 410 : 404,
      });
    });
    if (page) return sendDataPage(request, reply, page);

    // Without the SSR bundle: the shell with the head (the browser renders the page).
    const html = await indexHtml();
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    const row = id > 0 ? await repo.findDetail(database, id, 0) : null;
    if (!row || !isOpen(row)) {
      const head = `<title>${escapeHtml(vagaNotFoundTitle(config.site.name))}</title>\n    ${NOINDEX}`;
      return reply.code(404).send(withHead(html, head));
    }
    return reply.send(withHead(html, vagaHead(row, config.publicUrl, config.site.name)));
  });

  /** The clinic's photo at a stable public address (for JSON-LD's logo): a fresh signed link. */
  app.get<{ Params: { id: string } }>(
    '/logos/clinicas/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const key = id > 0 ? await repo.findPublicClinicPhoto(db, id) : null;
      if (!key) return reply.code(404).send({ detail: 'Logotipo não encontrado.' });
      const url = await photoLinks.link(key);
      return reply.header('cache-control', 'public, max-age=300').redirect(url, 302);
    },
  );

  // One sitemap while every link fits in one file (50,000 at most); past that, a sitemap index
  // of /sitemaps/paginas.xml and /sitemaps/vagas-<n>.xml, each of at most that many links.
  const maxLinks = config.sitemapMaxLinks;
  const url = (loc: string, lastmod?: Date | string) =>
    `  <url><loc>${escapeHtml(`${config.publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${toIso(lastmod)}</lastmod>` : ''}</url>`;
  const urlset = (urls: string[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(body);
  const vagaUrls = async (limit: number, offset: number) =>
    (await repo.listOpenForSitemap(db, limit, offset)).map((row) => url(`/vagas/${row.id}`, row.updated_at));

  /** The public pages, the published blog articles and the published classified ads (with their last change). */
  const pageUrls = async () => [
    ...PUBLIC_PAGES.map((page) => url(page)),
    ...(await blogSitemapUrls(db)).map((post) => url(post.path, post.lastmod)),
    ...(await listAnunciosForSitemap(db, maxLinks - PUBLIC_PAGES.length)).map((ad) =>
      url(`/classificados/${ad.id}`, ad.updated_at),
    ),
  ];

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [open, pages] = await Promise.all([repo.countOpenForSitemap(db), pageUrls()]);
    if (pages.length + open <= maxLinks) {
      return sendXml(reply, urlset([...pages, ...(await vagaUrls(maxLinks - pages.length, 0))]));
    }
    const files = ['/sitemaps/paginas.xml'];
    for (let n = 1; n <= Math.ceil(open / maxLinks); n++) files.push(`/sitemaps/vagas-${n}.xml`);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...files.map((file) => `  <sitemap><loc>${escapeHtml(`${config.publicUrl}${file}`)}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n');
    return sendXml(reply, body);
  });

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      if (request.params.file === 'paginas.xml') return sendXml(reply, urlset(await pageUrls()));
      const n = /^vagas-([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
      const urls = n ? await vagaUrls(maxLinks, (Number(n) - 1) * maxLinks) : [];
      if (urls.length === 0) return sendNotFound(reply);
      return sendXml(reply, urlset(urls));
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      // The pages carry their data; a rendering crawler still fetches the footer's contacts.
      'Allow: /api/v1/site$',
      'Disallow: /api/',
      'Disallow: /minhas-vagas',
      'Disallow: /minhas-candidaturas',
      'Disallow: /meus-anuncios',
      'Disallow: /classificados/novo',
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
