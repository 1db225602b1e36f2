// Renders a route to HTML at build time (scripts/prerender.mjs), in the same providers as the
// browser (src/main.tsx), so the client hydrates it. Built with `vite build --ssr`.
import { isValidElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { SERVICES } from './content/services';
import { type CollectedPageMeta, PageMetaCollectorContext } from './lib/page-meta-collector';

/**
 * The pages written as static HTML: the public pages, with the section addresses of the menus.
 * Every other path is served the empty shell (dist/index.html). Pages with forms (login, sign-up,
 * password recovery) are left out on purpose: submitted before the app has hydrated, a form
 * would be sent by the browser itself, its password in the address.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/home',
  '/quemsomos',
  '/quemsomos/quemsomos',
  '/quemsomos/fundadores',
  '/quemsomos/missao',
  '/servicos',
  ...SERVICES.map((service) => `/servicos/${service.id}`),
  '/vagas',
  '/classificados',
  '/blog',
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
const PAGE_MODULES = import.meta.glob<{ Component?: unknown }>('./features/public-pages/*-page.tsx', {
  eager: true,
});

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
