// What search engines read of an ad without running JavaScript:
//   GET /classificados/{id}   the ad's page rendered with its content (plugins/data-pages.ts), with its
//                             <title> (≤ 70 characters), meta description, canonical link and a schema.org
//                             Product with its Offer (JSON-LD); an ad no longer published answers 410,
//                             an unknown one 404 (noindex). Without the SSR bundle: the shell.
// The list (/classificados) is a data page served by plugins/static.ts; the sitemap lists the
// published ads (job-postings.seo.ts reads classificados.repo's listForSitemap).

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ESTADOS_CONSERVACAO, type EstadoConservacao, ITEM_CONDITION_URLS } from '@app/shared';
import type { FastifyPluginAsync } from 'fastify';
import { sendDataPage } from '../../plugins/data-pages';
import { escapeHtml, jsonForScript } from '../../plugins/html';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { withHead } from '../job-postings/job-postings.seo';
import { toIso, toReais } from '../job-postings/job-postings.service';
import { vagaPageTitle } from '../job-postings/page-title';
import { isPublic } from './classificados.policy';
import * as repo from './classificados.repo';

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** The schema.org Product of a published ad, with its Offer (price in BRL when set). */
export function productJsonLd(row: repo.AnuncioDetailRow, publicUrl: string, images: string[]) {
  const price = toReais(row.preco_centavos);
  const condition = (ESTADOS_CONSERVACAO as readonly string[]).includes(row.estado_conservacao ?? '')
    ? ITEM_CONDITION_URLS[row.estado_conservacao as EstadoConservacao]
    : undefined;
  const url = `${publicUrl}/classificados/${row.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: row.titulo,
    description: row.descricao,
    category: row.categoria,
    ...(row.marca ? { brand: { '@type': 'Brand', name: row.marca } } : {}),
    ...(row.modelo ? { model: row.modelo } : {}),
    ...(images.length ? { image: images } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BRL',
      ...(price !== null ? { price: price.toFixed(2) } : {}),
      ...(condition ? { itemCondition: condition } : {}),
      availability: row.status === 'publicado' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      ...(row.expira_em ? { priceValidUntil: toIso(row.expira_em)?.slice(0, 10) } : {}),
      areaServed: { '@type': 'State', name: row.estado },
      seller: {
        '@type': row.vendedor_tipo === 'clinica' ? 'Organization' : 'Person',
        name: row.vendedor_nome ?? '',
      },
    },
  };
}

export const anuncioTitle = (row: Pick<repo.AnuncioRow, 'titulo' | 'cidade' | 'estado'>, siteName: string) =>
  vagaPageTitle(row.titulo, row.cidade, row.estado, siteName);

export function anuncioHeadTags(row: repo.AnuncioDetailRow, publicUrl: string, images: string[]): string[] {
  const description = clip(
    oneLine(
      `${row.tipo === 'compra' ? 'Procura-se' : 'À venda'}: ${row.titulo} (${row.categoria}) em ${row.cidade}/${row.estado}. ${row.descricao}`,
    ),
    160,
  );
  return [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<script type="application/ld+json">${jsonForScript(productJsonLd(row, publicUrl, images))}</script>`,
  ];
}

export const classificadosSeoRoutes: FastifyPluginAsync = async (app) => {
  const { config, db } = app;
  const photoLinks = new PhotoLinkCache(app.storage);
  /** The ad's photo links, for JSON-LD's image. */
  const imagesOf = async (id: number) =>
    Promise.all((await repo.listPhotos(db, id)).map((photo) => photoLinks.link(photo.storage_key)));

  app.get<{ Params: { id: string } }>(
    '/classificados/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const page = await app.dataPages.cached(
        `/classificados/${id > 0 ? id : request.params.id}`,
        async () => {
          const row = id > 0 ? await repo.findDetail(db, id) : null;
          const open = row !== null && isPublic(row);
          const images = open ? await imagesOf(row.id) : [];
          return app.dataPages.render(`/classificados/${id > 0 ? id : request.params.id}`, {
            ...(open
              ? {
                  title: anuncioTitle(row, config.site.name),
                  head: anuncioHeadTags(row, config.publicUrl, images),
                }
              : {}),
            missingStatus: row ? 410 : 404,
          });
        },
      );
      if (page) return sendDataPage(request, reply, page);
      // Without the SSR bundle: the shell with the head (the browser renders the page).
      const html = await readFile(join(config.webDistDir, 'index.html'), 'utf8').catch(() => null);
      if (html === null) return reply.callNotFound();
      const row = id > 0 ? await repo.findDetail(db, id) : null;
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!row || !isPublic(row)) {
        if (!/^\d+$/.test(request.params.id)) return reply.callNotFound();
        const head = `<title>${escapeHtml(`Anúncio não encontrado | ${config.site.name}`)}</title>\n    <meta name="robots" content="noindex" />`;
        return reply.code(row ? 410 : 404).send(withHead(html, head));
      }
      const images = await imagesOf(row.id);
      const head = [
        `<title>${escapeHtml(anuncioTitle(row, config.site.name))}</title>`,
        ...anuncioHeadTags(row, config.publicUrl, images),
        `<link rel="canonical" href="${escapeHtml(`${config.publicUrl}/classificados/${row.id}`)}" />`,
      ].join('\n    ');
      return reply.send(withHead(html, head));
    },
  );
};
