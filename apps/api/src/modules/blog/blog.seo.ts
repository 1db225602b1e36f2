// What readers and crawlers get from the blog without JavaScript:
//   GET /blog/{slug}          the article rendered with its content (plugins/data-pages.ts), with its
//                             <title>, description, Open Graph and Twitter card tags and a schema.org
//                             BlogPosting (JSON-LD); an unpublished or unknown slug is a 404 page
//   GET /blog/feed.xml        RSS 2.0 of the last 20 published articles
//   GET /blog/imagens/{id}    an uploaded blog image at a stable address: a redirect to a fresh signed link
// (/blog itself is a data page found by the static handler; the sitemap lists the articles: blogSitemapUrls.)
import { serviceTitle } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sendDataPage } from '../../plugins/data-pages';
import type { AppDb } from '../../plugins/db';
import { escapeHtml, jsonForScript } from '../../plugins/html';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { PAGE_TITLE_MAX } from '../job-postings/page-title';
import { blogImagePath, createRenderer } from './blog.markdown';
import * as repo from './blog.repo';

const FEED_ITEMS = 20;

const chars = (text: string) => Array.from(text);
const clip = (text: string, max: number) =>
  chars(text).length <= max
    ? text
    : `${chars(text)
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** '{título} | {site}' when it fits in 70 characters, else the título (cut short when needed). */
export function postPageTitle(titulo: string, siteName: string): string {
  const full = `${titulo} | ${siteName}`;
  return chars(full).length <= PAGE_TITLE_MAX ? full : clip(titulo, PAGE_TITLE_MAX);
}

export function blogPosting(row: repo.PostRow, publicUrl: string, siteName: string) {
  const url = `${publicUrl}/blog/${row.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: clip(row.titulo, 110),
    description: oneLine(row.resumo),
    ...(row.capa_imagem_id ? { image: [`${publicUrl}${blogImagePath(row.capa_imagem_id)}`] } : {}),
    datePublished: row.publicado_em?.toISOString(),
    dateModified: row.updated_at.toISOString(),
    author: { '@type': 'Person', name: row.autor },
    publisher: { '@type': 'Organization', name: siteName, url: publicUrl },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: 'pt-BR',
    ...(row.tags.length ? { keywords: row.tags.join(', ') } : {}),
    ...(row.servico ? { about: serviceTitle(row.servico) } : {}),
  };
}

/** The article page's tags in <head> besides its title and canonical link. */
export function postHeadTags(row: repo.PostRow, publicUrl: string, siteName: string): string[] {
  const description = clip(oneLine(row.resumo), 160);
  const url = `${publicUrl}/blog/${row.slug}`;
  const image = row.capa_imagem_id ? `${publicUrl}${blogImagePath(row.capa_imagem_id)}` : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('name', 'description', description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', row.titulo),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', row.capa_alt)] : []),
    ...(row.publicado_em ? [meta('property', 'article:published_time', row.publicado_em.toISOString())] : []),
    meta('property', 'article:modified_time', row.updated_at.toISOString()),
    meta('property', 'article:author', row.autor),
    ...row.tags.map((tag) => meta('property', 'article:tag', tag)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', clip(row.titulo, 70)),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', row.capa_alt)] : []),
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`Blog ${siteName}`)}" href="${escapeHtml(`${publicUrl}/blog/feed.xml`)}" />`,
    `<script type="application/ld+json">${jsonForScript(blogPosting(row, publicUrl, siteName))}</script>`,
  ];
}

/** The sitemap's entries of the published articles: path and last change. */
export async function blogSitemapUrls(db: AppDb): Promise<{ path: string; lastmod: Date }[]> {
  const rows = await repo.listForSitemap(db, new Date());
  return rows.map((row) => ({
    path: `/blog/${row.slug}`,
    // Scheduled articles turn public at their time, after their last edit.
    lastmod: row.publicado_em && row.publicado_em > row.updated_at ? row.publicado_em : row.updated_at,
  }));
}

/** Characters XML 1.0 does not allow (C0 controls but tab and newlines, lone surrogates, U+FFFE/F). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xml = (text: string) => escapeHtml(text.replace(NOT_XML, ''));

export function rssFeed(
  rows: repo.PostRow[],
  publicUrl: string,
  siteName: string,
  render: (md: string) => string,
): string {
  const items = rows.map((row) => {
    const link = `${publicUrl}/blog/${row.slug}`;
    const html = render(row.conteudo).replace(/(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`);
    return [
      '    <item>',
      `      <title>${xml(row.titulo)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${(row.publicado_em ?? row.created_at).toUTCString()}</pubDate>`,
      `      <dc:creator>${xml(row.autor)}</dc:creator>`,
      ...row.tags.map((tag) => `      <category>${xml(tag)}</category>`),
      `      <description>${xml(oneLine(row.resumo))}</description>`,
      `      <content:encoded>${xml(html)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const newest = rows[0]?.publicado_em ?? new Date(0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${xml(`Blog ${siteName}`)}</title>`,
    `    <link>${xml(`${publicUrl}/blog`)}</link>`,
    `    <atom:link href="${xml(`${publicUrl}/blog/feed.xml`)}" rel="self" type="application/rss+xml" />`,
    `    <description>${xml(`Artigos da ${siteName} sobre radiologia odontológica, gestão e equipes.`)}</description>`,
    '    <language>pt-BR</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export const blogSeoRoutes: FastifyPluginAsync = async (app) => {
  const { config, db } = app;
  const render = createRenderer(config.publicUrl);
  const imageLinks = new PhotoLinkCache(app.storage);
  const siteName = config.site.name;

  app.get('/blog/feed.xml', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await repo.latestPublic(db, new Date(), FEED_ITEMS);
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(rssFeed(rows, config.publicUrl, siteName, render));
  });

  app.get<{ Params: { id: string } }>(
    '/blog/imagens/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const image = id > 0 ? await repo.findImage(db, id) : null;
      if (!image) return reply.code(404).send({ detail: 'Imagem não encontrada.' });
      const url = await imageLinks.link(image.storage_key);
      return reply.header('cache-control', 'public, max-age=300').redirect(url, 302);
    },
  );

  app.get<{ Params: { slug: string } }>('/blog/:slug', { schema: { hide: true } }, async (request, reply) => {
    const slug = request.params.slug;
    const page = await app.dataPages.cached(`/blog/${slug}`, async () => {
      const row = /^[a-z0-9-]{1,200}$/.test(slug) ? await repo.findBySlug(db, slug) : null;
      const visible = row !== null && repo.rowIsPublic(row, new Date());
      return app.dataPages.render(`/blog/${encodeURIComponent(slug)}`, {
        ...(visible
          ? {
              title: postPageTitle(row.titulo, siteName),
              head: postHeadTags(row, config.publicUrl, siteName),
            }
          : {}),
      });
    });
    if (page) return sendDataPage(request, reply, page);
    // Without the SSR bundle: the shell (the browser renders the page).
    return reply.callNotFound();
  });
};
