// The data pages (vagas, later classificados and blog): rendered per request with their data by
// the web app's SSR bundle (apps/web/dist-ssr/entry-server.js, `renderDataPage`), loaded once per
// process. The bundle reads its data from this API's own public GET routes (app.inject, as an
// anonymous visitor), so the page and the browser's later fetches see the same answers; those
// answers go into the page for the browser's cache (apps/web/src/lib/data-page.ts), so the
// hydration fetches nothing again. The rendered HTML is kept a few seconds per URL (and dropped
// when the data changes: `invalidate`). Decision: docs/decisions/0067.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, jsonForScript } from './html';

/** What the SSR bundle's renderDataPage answers (apps/web/src/entry-server.tsx). */
interface RenderedDataPage {
  status: number;
  html: string;
  title?: string;
  description?: string;
  modules: string[];
  entries: unknown[];
}
interface SsrBundle {
  renderDataPage(
    url: string,
    get: (path: string) => Promise<{ status: number; body: unknown }>,
  ): Promise<RenderedDataPage | null>;
}
/** dist-ssr/data-page.json, written by apps/web/scripts/prerender.mjs. */
interface Template {
  head: string;
  middle: string;
  tail: string;
  startModule: string;
  preloads: Record<string, string[]>;
}

export interface DataPageOptions {
  /** Replaces the title the page set (already '… | RX Odonto'). */
  title?: string;
  /** More tags for <head>, e.g. a JSON-LD script. */
  head?: string[];
  /** The status to answer when the page renders as missing (404 by default, 410 for gone). */
  missingStatus?: 404 | 410;
}

export interface ServedPage {
  status: number;
  html: string;
  /** The HTML's UTF-8 bytes, encoded once (not on every answer: a list page is ~150 kB). */
  raw: Buffer;
  /** The same HTML compressed once, for the clients that accept it. */
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Sends a rendered page, compressed when the client accepts it (not cached by the browser). */
export function sendDataPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** How long a rendered page is reused (per process, per URL). */
export const DATA_PAGE_CACHE_MS = 5_000;
/** Pages kept at most (each ~100 kB of HTML and its two compressed copies: ~30 MB in all). */
const CACHE_ENTRIES = 200;
/** The id the browser reads the answers from (apps/web/src/lib/data-page.ts, DATA_SCRIPT_ID). */
const DATA_SCRIPT_ID = 'dados-da-pagina';
/** Preloads React writes before the markup (images with fetchPriority="high"). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

export class DataPages {
  private bundle: Promise<{ ssr: SsrBundle; template: Template } | null> | undefined;
  private readonly cache = new Map<string, { at: number; page: Promise<ServedPage | null> }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ssrDir: string,
  ) {}

  /** The SSR bundle and template, imported once per process; null when the web app is not built. */
  private load() {
    this.bundle ??= (async () => {
      const entry = join(this.ssrDir, 'entry-server.js');
      const templateFile = join(this.ssrDir, 'data-page.json');
      if (!existsSync(entry) || !existsSync(templateFile)) {
        this.app.log.warn(
          { ssrDir: this.ssrDir },
          'SSR bundle not built: data pages are served as the shell',
        );
        return null;
      }
      const ssr = (await import(pathToFileURL(entry).href)) as SsrBundle;
      return { ssr, template: JSON.parse(readFileSync(templateFile, 'utf8')) as Template };
    })();
    return this.bundle;
  }

  /** The page at `key`, rendered by `produce` at most once per DATA_PAGE_CACHE_MS. */
  cached(key: string, produce: () => Promise<ServedPage | null>): Promise<ServedPage | null> {
    const now = Date.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < DATA_PAGE_CACHE_MS) return hit.page;
    const page = produce();
    this.cache.delete(key);
    this.cache.set(key, { at: now, page });
    // A failed render is not kept.
    page.then(
      (served) => served === null && this.cache.delete(key),
      () => this.cache.delete(key),
    );
    if (this.cache.size > CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return page;
  }

  /** Forgets the rendered pages whose URL starts with `prefix` (their data changed). */
  invalidate(prefix: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(prefix)) this.cache.delete(key);
  }

  /**
   * The data page at `url` (path and query), or null when it is not a data page or the web app
   * has no SSR bundle (the caller then serves the shell, and the browser fetches the data).
   */
  async render(url: string, options: DataPageOptions = {}): Promise<ServedPage | null> {
    const loaded = await this.load();
    if (!loaded) return null;
    const page = await loaded.ssr.renderDataPage(url, async (path) => {
      const res = await this.app.inject({
        method: 'GET',
        url: path,
        headers: { accept: 'application/json' },
      });
      return { status: res.statusCode, body: res.json() };
    });
    if (!page) return null;
    const status = page.status === 200 ? 200 : (options.missingStatus ?? page.status);
    const { config } = this.app;
    const imagePreloads = page.html.match(LEADING_PRELOADS)?.[0] ?? '';
    const markup = page.html.slice(imagePreloads.length);
    const preloads = new Set<string>();
    for (const module of [loaded.template.startModule, ...page.modules]) {
      for (const tag of loaded.template.preloads[module] ?? []) preloads.add(tag);
    }
    const head = [
      imagePreloads,
      `<title>${escapeHtml(options.title ?? page.title ?? config.site.name)}</title>`,
      page.description ? `<meta name="description" content="${escapeHtml(page.description)}" />` : '',
      status === 200
        ? `<link rel="canonical" href="${escapeHtml(`${config.publicUrl}${url}`)}" />`
        : '<meta name="robots" content="noindex" />',
      ...(options.head ?? []),
      `<template id="deferred-preloads">${[...preloads].join('')}</template>`,
    ].filter(Boolean);
    // Joined, never spliced with String.replace: the page's text may hold "$&" and the like.
    const html = [
      loaded.template.head,
      head.join('\n    '),
      loaded.template.middle,
      markup,
      '</div>',
      `<script type="application/json" id="${DATA_SCRIPT_ID}">${jsonForScript(page.entries)}</script>`,
      loaded.template.tail,
    ].join('');
    const raw = Buffer.from(html);
    const [br, gzipped] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzipAsync(raw),
    ]);
    return { status, html, raw, br, gzip: gzipped };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dataPages: DataPages;
  }
}

/** app.dataPages, for the web app built in `webDistDir` (its SSR bundle beside it, dist-ssr/). */
export function registerDataPages(app: FastifyInstance, webDistDir: string): void {
  app.decorate('dataPages', new DataPages(app, join(dirname(webDistDir), 'dist-ssr')));
}
