// Serves the built web app (apps/web/dist): a page prerendered at build time from its own
// dist/<path>/index.html, a data page rendered per request (plugins/data-pages.ts), any other
// page with the SPA history fallback (dist/index.html), and
// every other unknown path with the API's JSON 404.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendDataPage } from './data-pages';
import { sendNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'O aplicativo web ainda não foi compilado. Execute "npm run build" e reinicie o servidor.';

/** A page navigation the SPA should answer (rather than a missing file or an API call). */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  // Clients that accept anything get the page unless they asked for a file (name with a dot).
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return (accept === '' || accept.includes('*/*')) && !lastSegment.includes('.');
}

/** The letters a path segment of a prerendered page may hold (no dots, no escapes). */
const PAGE_SEGMENT = /^[\w-]+$/;

/** The prerendered HTML of a page path (dist/<path>/index.html), relative to the dist folder. */
function prerenderedFile(webDistDir: string, path: string): string | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0 || !segments.every((segment) => PAGE_SEGMENT.test(segment))) return null;
  const file = [...segments, 'index.html'].join('/');
  return existsSync(join(webDistDir, file)) ? file : null;
}

export async function registerStatic(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const assetsDir = join(webDistDir, 'assets') + sep;
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web app not built: pages answer 503 until "npm run build"');
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    index: 'index.html',
    // dist/.vite/manifest.json is a build input (bundle size, preloads), not a page asset.
    dotfiles: 'ignore',
    // The build writes .br and .gz copies of the text files (apps/web/scripts/compress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      // Vite names the files under assets/ by their content hash: they never change.
      res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : NO_CACHE);
      // A .br or .gz copy may be chosen by Accept-Encoding: caches must key on it.
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return sendNotFound(reply);
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    const path = request.url.split('?')[0] ?? '/';
    const page = prerenderedFile(webDistDir, path);
    if (page) return reply.code(200).sendFile(page);
    // A data page (e.g. /vagas) is rendered with its data, kept a few seconds per URL.
    const rendered = await app.dataPages.cached(request.url, () => app.dataPages.render(request.url));
    if (rendered) return sendDataPage(request, reply, rendered);
    return reply.code(200).sendFile('index.html');
  });
}
