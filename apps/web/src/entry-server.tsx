// Renders a route to HTML in the same providers as the browser (src/main.tsx), so the client
// hydrates it: the static pages at build time (scripts/prerender.mjs, `render`), the data pages
// per request on the API server (`renderDataPage`, lib/data-page.ts). Built with `vite build --ssr`
// into dist-ssr/, which the API loads once per process. Decision: docs/decisions/0067.
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { SERVICES } from './content/services';
import {
  type DataEntry,
  type DataPageRequest,
  type DataQuery,
  fillCache,
  isDataPageHandle,
} from './lib/data-page';
import { type CollectedPageMeta, PageMetaCollectorContext } from './lib/page-meta-collector';
import { SITE_CONFIG_QUERY_KEY } from './lib/site-config';

/**
 * The pages written as static HTML: the public pages, with the section addresses of the menus.
 * Every other path is served the empty shell (dist/index.html). Pages with forms (login, sign-up,
 * password recovery) are left out on purpose: submitted before the app has hydrated, a form
 * would be sent by the browser itself, its password in the address. The data pages (/vagas,
 * /vagas/{id}, /blog, /blog/{slug}) are rendered per request by `renderDataPage` instead.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/home',
  '/quemsomos',
  '/quemsomos/quemsomos',
  '/quemsomos/fundadores',
  '/quemsomos/missao',
  '/servicos',
  ...SERVICES.map((service) => `/servicos/${service.id}`),
  '/termodeuso',
  '/politicaprivacidade',
];

export interface RenderedPage extends CollectedPageMeta {
  /** The markup of the #root element. */
  html: string;
  /** The page modules the path renders, as keys of the client build manifest ('src/…'). */
  modules: string[];
}

// The modules of the prerendered pages, to tell which ones a path renders (by their Component):
// the prerendered HTML then preloads their chunks, which the client loads before hydrating.
const PAGE_MODULES = import.meta.glob<{ Component?: unknown }>(
  [
    './features/public-pages/*-page.tsx',
    './features/job-postings/job-posting-page.tsx',
    './features/classificados/classificados-page.tsx',
    './features/classificados/anuncio-page.tsx',
    './features/blog/blog-list-page.tsx',
    './features/blog/blog-post-page.tsx',
  ],
  { eager: true },
);

function moduleOf(component: unknown): string[] {
  if (!component) return [];
  const key = Object.keys(PAGE_MODULES).find((k) => PAGE_MODULES[k]?.Component === component);
  return key ? [`src/${key.slice(2)}`] : [];
}

/** Renders the page at `path` as a first-time visitor sees it (no session, contacts loading). */
export async function render(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) {
    throw new Error(`${path} answers ${context.status} ${context.headers.get('location') ?? ''}`);
  }
  if (context.statusCode !== 200 || context.errors) {
    throw new Error(`${path} renders an error (${context.statusCode})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedPageMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollectorContext value={meta}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaCollectorContext>
    </StrictMode>,
  );
  // The router turns a route's Component into its element: the component is the element's type.
  const modules = context.matches.flatMap(({ route }) =>
    moduleOf(route.Component ?? (isValidElement(route.element) ? route.element.type : undefined)),
  );
  return { html, modules, ...meta };
}

let dataHandler: ReturnType<typeof createStaticHandler> | undefined;

/** An answer of the API to a GET path, as the API server gives it to `renderDataPage`. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface RenderedDataPage extends RenderedPage {
  /** 200, or the 404/410 of the page's own answer. */
  status: number;
  /** The cache entries to send with the page (JSON, for lib/data-page.ts's readSentEntries). */
  entries: DataEntry[];
}

/**
 * Renders the data page at `url` with its answers, fetched through `get` (the API itself, as an
 * anonymous visitor). Null when the path is not a data page. Throws when an answer is neither
 * 200 nor the page's own 404/410 (the caller serves the shell and the browser fetches).
 */
export async function renderDataPage(
  url: string,
  get: (path: string) => Promise<ApiAnswer>,
): Promise<RenderedDataPage | null> {
  dataHandler ??= createStaticHandler(routes);
  const handler = dataHandler;
  const fullUrl = new URL(url, 'http://localhost');
  // Only a path whose route module is a data page goes on (no other route's loader runs here).
  const routeModules = await Promise.all(
    (matchRoutes(routes, fullUrl.pathname) ?? []).map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy() : route,
    ),
  );
  if (!routeModules.some((module) => isDataPageHandle(module.handle))) return null;
  const context = await handler.query(new Request(fullUrl));
  if (context instanceof Response || context.errors) return null;
  const match = [...context.matches].reverse().find(({ route }) => isDataPageHandle(route.handle));
  if (!match || !isDataPageHandle(match.route.handle)) return null;
  const request: DataPageRequest = { params: match.params, url: fullUrl };
  const needs = await match.route.handle.dataPage.load(request);

  const entries: DataEntry[] = [];
  let status = 200;
  const fetchAll = async (queries: DataQuery[], own: boolean) => {
    const answers = await Promise.all(queries.map((query) => get(query.path)));
    answers.forEach((answer, index) => {
      const { queryKey } = queries[index] as DataQuery;
      if (answer.status === 200) entries.push({ queryKey, data: answer.body });
      else if (own && index === 0 && answer.status >= 400 && answer.status < 500) {
        // The page's own answer refused (gone, unknown, or a malformed id): the page is missing.
        status = answer.status === 410 ? 410 : 404;
        entries.push({ queryKey, error: { status, body: answer.body } });
      } else throw new Error(`${queries[index]?.path} answered ${answer.status}`);
    });
  };
  // The company's contacts (footer, WhatsApp) come with every data page, after the page's own
  // entries: a visitor without JavaScript sees them, and the browser does not ask again.
  const siteConfig = get('/api/v1/site');
  await fetchAll(needs.queries, true);
  if (status !== 200 && needs.whenMissing) await fetchAll(needs.whenMissing, false);
  const site = await siteConfig;
  if (site.status === 200) entries.push({ queryKey: SITE_CONFIG_QUERY_KEY, data: site.body });

  const client = createQueryClient();
  fillCache(client, entries);
  const router = createStaticRouter(handler.dataRoutes, context);
  const meta: CollectedPageMeta = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollectorContext value={meta}>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaCollectorContext>
    </StrictMode>,
  );
  client.clear();
  const modules = context.matches.flatMap(({ route }) =>
    moduleOf(route.Component ?? (isValidElement(route.element) ? route.element.type : undefined)),
  );
  return { html, modules: [...modules, ...(needs.chunks ?? [])], status, entries, ...meta };
}
