import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';

export const SITE = {
  name: 'RX Odonto',
  whatsapp: '5511912345678',
  email: 'contato@rxodonto.com.br',
  legalName: 'RX Odonto Ltda.',
  cnpj: '12.345.678/0001-95',
  socialUrl: 'https://instagram.com/rxodonto',
  videos: {
    about: { provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/abc123DEF45?rel=0' },
    services: null,
  },
  googleClientId: null as string | null,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch stub answering by "METHOD path" (query string left out); the site facts by default. */
export function stubFetch(
  routes: Record<string, (init: RequestInit, url: URL) => Response | Promise<Response>>,
) {
  const mock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    if (routes[key]) return routes[key](init, url);
    if (url.pathname === '/api/v1/site') return json(SITE);
    return json({ detail: 'Recurso não encontrado.' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Shows where the app went and the route state it carries. */
function Landing() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="pathname">{location.pathname}</p>
      <pre data-testid="state">{JSON.stringify(location.state ?? null)}</pre>
    </div>
  );
}

/** Renders one page at `path` inside the app providers; other paths show a landing probe. */
export function renderPage(Page: ComponentType, path: string, at = path) {
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: Landing },
    ],
    { initialEntries: [at] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
