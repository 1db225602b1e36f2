// What search engines read without running JavaScript:
//   GET /vagas/{id}    the SPA's index.html with the posting's <title>, meta description, canonical
//                      link and a schema.org JobPosting (JSON-LD) in its <head>, rendered per request;
//                      a posting that is not open (or does not exist) gets the shell with noindex, 404
//   GET /sitemap.xml   the public pages and every open posting, with lastmod
//   GET /robots.txt    points to the sitemap
// JSON-LD is data, not script: the CSP's script-src does not apply to it.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { NOT_BUILT_MESSAGE } from '../../plugins/static';
import { isOpen } from './job-postings.policy';
import * as repo from './job-postings.repo';
import { toIso, toReais } from './job-postings.service';

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
/** A sitemap file holds at most 50,000 links. */
export const SITEMAP_MAX_VAGAS = 50_000 - PUBLIC_PAGES.length;

const EMPLOYMENT_TYPES: Record<string, string> = {
  CLT: 'FULL_TIME',
  PJ: 'CONTRACTOR',
  Autônomo: 'CONTRACTOR',
  Estágio: 'INTERN',
  Temporário: 'TEMPORARY',
};

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** JSON safe inside <script>: no '<', '>', '&' or line separators can end or confuse the element. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export function jobPosting(row: repo.VagaDetailRow, publicUrl: string) {
  const types = [EMPLOYMENT_TYPES[row.tipo_contrato] ?? 'OTHER'];
  if (row.jornada === 'Meio período') types.push('PART_TIME');
  const min = toReais(row.salario_min_centavos);
  const max = toReais(row.salario_max_centavos);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: row.titulo,
    description: row.descricao,
    identifier: { '@type': 'PropertyValue', name: row.nome_fantasia, value: String(row.id) },
    datePosted: toIso(row.publicada_em),
    validThrough: toIso(row.expira_em),
    employmentType: types.length === 1 ? types[0] : types,
    hiringOrganization: { '@type': 'Organization', name: row.nome_fantasia },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
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

/** The tags this page puts in <head>. */
export function vagaHead(row: repo.VagaDetailRow, publicUrl: string, siteName: string): string {
  const title = `${row.titulo} em ${row.cidade}/${row.estado} | ${siteName}`;
  const description = clip(
    oneLine(
      `Vaga de ${row.tipo_profissao} (${row.tipo_contrato}, ${row.jornada}) em ${row.cidade}/${row.estado} na ${row.nome_fantasia}. ${row.descricao}`,
    ),
    160,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}/vagas/${row.id}`)}" />`,
    `<script type="application/ld+json">${jsonForScript(jobPosting(row, publicUrl))}</script>`,
  ].join('\n    ');
}

/** index.html with `head` in place of its title, description, canonical link and robots tag. */
export function withHead(indexHtml: string, head: string): string {
  const cleaned = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/i, '')
    .replace(/<meta\s+name=["']robots["'][^>]*>\s*/i, '');
  if (/<\/head>/i.test(cleaned)) return cleaned.replace(/<\/head>/i, `  ${head}\n  </head>`);
  // A page without a <head> element (its tags are optional in HTML) gets one before <body>.
  return cleaned.replace(/<body/i, `<head>${head}</head><body`);
}

const NOINDEX = '<meta name="robots" content="noindex" />';

export const vagasSeoRoutes: FastifyPluginAsync = async (app) => {
  const { config, database, db } = app;
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
    const html = await indexHtml();
    reply.header('cache-control', 'no-cache');
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const row = id > 0 ? await repo.findDetail(database, id, 0) : null;
    reply.type('text/html; charset=utf-8');
    if (!row || !isOpen(row)) return reply.code(404).send(withHead(html, NOINDEX));
    return reply.send(withHead(html, vagaHead(row, config.publicUrl, config.site.name)));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await repo.listOpenForSitemap(db, SITEMAP_MAX_VAGAS);
    const url = (loc: string, lastmod?: string) =>
      `  <url><loc>${escapeHtml(`${config.publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((page) => url(page)),
      ...rows.map((row) => url(`/vagas/${row.id}`, toIso(row.updated_at))),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /minhas-vagas',
      'Disallow: /minhas-candidaturas',
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
