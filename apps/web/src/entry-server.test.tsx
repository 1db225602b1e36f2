import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './app/start';
import { PAGE_META } from './content/page-meta';
import { PRERENDERED_PATHS, render } from './entry-server';

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

  it('lists every public page, each service included', () => {
    for (const path of ['/home', '/quemsomos/missao', '/servicos/1', '/servicos/14', '/vagas', '/blog']) {
      expect(PRERENDERED_PATHS).toContain(path);
    }
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

  it.each(['/home', '/servicos/7', '/quemsomos/missao', '/vagas', '/classificados', '/termodeuso'])(
    '%s hydrates without a mismatch',
    async (path) => {
      const container = await hydrate(path);
      expect(errors).toEqual([]);
      expect(container.querySelector('h1')?.textContent).toBeTruthy();
    },
  );

  it('hydrates the visitor menu of a signed-in visitor, then shows PERFIL', async () => {
    try {
      const container = await hydrate('/blog', () => localStorage.setItem('auth_token', 'abc'));
      expect(errors).toEqual([]);
      const header = container.querySelector('header');
      expect(header?.textContent).toContain('PERFIL');
      expect(header?.textContent).not.toContain('LOGIN');
    } finally {
      localStorage.clear();
    }
  });
});
