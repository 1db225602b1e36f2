import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './app/start';
import { PAGE_META } from './content/page-meta';
import { type ApiAnswer, PRERENDERED_PATHS, render, renderDataPage } from './entry-server';
import { vagaCard, vagaDetail } from './features/job-postings/test-data';
import { DATA_SCRIPT_ID } from './lib/data-page';

describe('prerendering', () => {
  it('renders a public page with its text, title and description', async () => {
    const page = await render('/servicos/7');
    expect(page.title).toBe('Serviços | RX Odonto');
    expect(page.description).toBe(PAGE_META.services.description);
    expect(page.html).toContain('Consultoria completa');
    expect(page.html).toContain('Diagnóstico 360');
    expect(page.modules).toEqual(['src/features/public-pages/services-page.tsx']);
  });

  it('renders the visitor menu and the footer with its legal links while the contacts load', async () => {
    const { html } = await render('/home');
    expect(html).toContain('LOGIN');
    expect(html).toContain('href="/termodeuso"');
    expect(html).toContain('href="/politicaprivacidade"');
    expect(html).toContain('Carregando contatos...');
  });

  it('renders the videos as posters without a play button until the server says which video to play', async () => {
    for (const path of ['/home', '/quemsomos', '/servicos']) {
      const { html } = await render(path);
      expect(html).toMatch(/src="\/images\/video-capa-(quem-somos|servicos)\.svg"/);
      expect(html).not.toContain('Assistir ao vídeo');
      expect(html).not.toContain('youtube');
    }
  });

  it('lists every public page, each service included', () => {
    for (const path of ['/home', '/quemsomos/missao', '/servicos/1', '/servicos/14']) {
      expect(PRERENDERED_PATHS).toContain(path);
    }
    // A data page is rendered per request with its data (renderDataPage), not at build time.
    expect(PRERENDERED_PATHS).not.toContain('/vagas');
    expect(PRERENDERED_PATHS).not.toContain('/blog');
    // No page with a form: the browser would submit it itself before the app hydrates.
    expect(PRERENDERED_PATHS).not.toContain('/login');
  });
});

describe('hydration of a prerendered page', () => {
  let root: Root | null = null;
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    errors.push(event.error ?? event.message);
    event.preventDefault();
  };

  beforeEach(() => {
    errors.length = 0;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
    window.addEventListener('error', onError);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    window.removeEventListener('error', onError);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  async function hydrate(path: string, beforeHydrate?: () => void): Promise<HTMLElement> {
    const { html } = await render(path);
    beforeHydrate?.();
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = await startApp(container);
    });
    return container;
  }

  it.each(['/home', '/servicos/7', '/quemsomos/missao', '/classificados', '/termodeuso'])(
    '%s hydrates without a mismatch',
    async (path) => {
      const container = await hydrate(path);
      expect(errors).toEqual([]);
      expect(container.querySelector('h1')?.textContent).toBeTruthy();
    },
  );

  it('hydrates the visitor menu of a signed-in visitor, then shows PERFIL', async () => {
    try {
      const container = await hydrate('/termodeuso', () => localStorage.setItem('auth_token', 'abc'));
      expect(errors).toEqual([]);
      const header = container.querySelector('header');
      expect(header?.textContent).toContain('PERFIL');
      expect(header?.textContent).not.toContain('LOGIN');
    } finally {
      localStorage.clear();
    }
  });
});

describe('a data page rendered on the server with its answers', () => {
  let root: Root | null = null;
  const errors: unknown[] = [];
  const fetchMock = vi.fn(() => new Promise(() => {}));

  beforeEach(() => {
    errors.length = 0;
    fetchMock.mockClear();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.join(' ')));
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** The API's answers, as the server reads them (only the paths the page asks for). */
  const asked: string[] = [];
  async function answer(path: string): Promise<ApiAnswer> {
    asked.push(path);
    if (path === '/api/v1/vagas/7')
      return { status: 200, body: { ...vagaDetail, id: 7, titulo: 'TSB em Santos' } };
    if (path.startsWith('/api/v1/vagas?')) return { status: 200, body: { items: [vagaCard], total: 1 } };
    return { status: 404, body: { detail: 'Vaga não encontrada.' } };
  }

  async function serveAndHydrate(url: string): Promise<HTMLElement> {
    const page = await renderDataPage(url, answer);
    if (!page) throw new Error(`${url} is not a data page`);
    window.history.replaceState(null, '', url);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = DATA_SCRIPT_ID;
    script.textContent = JSON.stringify(page.entries);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container, script);
    await act(async () => {
      root = await startApp(container);
    });
    return container;
  }

  it.each(['/vagas/7', '/vagas?tipos_profissao=TSB&cidade=Santos&page=1', '/vagas/99'])(
    '%s hydrates without a mismatch and without fetching what it was sent',
    async (url) => {
      const container = await serveAndHydrate(url);
      expect(errors).toEqual([]);
      expect(container.querySelector('h1')?.textContent).toBeTruthy();
      const apiCalls = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
      expect(apiCalls.filter((called) => called.includes('/api/v1/vagas'))).toEqual([]);
    },
  );

  it('asks the API for the filters of the URL and renders the cards as links', async () => {
    asked.length = 0;
    const page = await renderDataPage(
      '/vagas?tipos_profissao=tsb&estados=SP&cidade=Santos&q=raio&page=2',
      answer,
    );
    expect(page?.status).toBe(200);
    // The page's own answer, and the company's contacts that every data page carries.
    expect(asked.filter((path) => path.startsWith('/api/v1/vagas'))).toEqual([
      '/api/v1/vagas?tipos_profissao=TSB&estados=SP&cidade=Santos&q=raio&page=2&size=10',
    ]);
    expect(asked).toContain('/api/v1/site');
    expect(page?.html).toContain(`href="/vagas/${vagaCard.id}"`);
  });

  it('is null for a page that is not a data page', async () => {
    expect(await renderDataPage('/home', answer)).toBeNull();
    expect(await renderDataPage('/perfil', answer)).toBeNull();
  });
});
