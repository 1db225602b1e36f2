import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_META } from '../content/page-meta';
import { AppProviders } from './providers';
import { routes } from './router';

const SITE = {
  name: 'RX Odonto',
  whatsapp: '+55 (11) 98765-4321',
  email: 'contato@rxodonto.com.br',
  legalName: 'RX Odonto Consultoria Ltda.',
  cnpj: '12345678000195',
  socialUrl: 'https://instagram.com/rxodonto',
  googleClientId: '',
};

let siteAnswer: () => Response;
const fetchMock = vi.fn(async (input: string) =>
  input.endsWith('/api/v1/site') ? siteAnswer() : new Response(null, { status: 204 }),
);

function Broken(): never {
  throw new Error('boom');
}

/** The real route table, plus one page that throws (for the error page). */
function withBrokenPage(): RouteObject[] {
  const [root] = routes;
  const [pathless] = root?.children ?? [];
  return [
    {
      ...root,
      children: [
        { ...pathless, children: [...(pathless?.children ?? []), { path: 'quebrada', Component: Broken }] },
      ],
    } as RouteObject,
  ];
}

function renderAt(path: string) {
  const router = createMemoryRouter(withBrokenPage(), { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

// The first lazy page import of a run is slow in jsdom: wait up to 10 s for it.
const heading = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
const header = () => screen.getByRole('banner');

describe('routes and layout', () => {
  beforeEach(() => {
    localStorage.clear();
    siteAnswer = () => Response.json(SITE);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scrollTo', vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockClear();
    localStorage.clear();
  });

  it('redirects / to /home and shows the landing page inside main, with the page title', async () => {
    const router = renderAt('/');
    const homeHeading = 'Talentos e consultoria para a radiologia odontológica';
    expect((await heading()).textContent).toBe(homeHeading);
    expect(router.state.location.pathname).toBe('/home');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 }).textContent).toBe(homeHeading);
    await waitFor(() => expect(document.title).toContain(PAGE_META.home.title));
    expect(header().getAttribute('data-tone')).toBe('dark');
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo' }).getAttribute('href')).toBe(
      '#conteudo',
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('uses the light header and its own title elsewhere', async () => {
    renderAt('/login');
    await heading();
    await waitFor(() => expect(document.title).toBe('Entrar | RX Odonto'));
    expect(header().getAttribute('data-tone')).toBe('light');
    expect(
      within(header()).getByRole('link', { name: 'RX Odonto, página inicial' }).getAttribute('href'),
    ).toBe('/home');
  });

  it.each([
    ['/nao-existe', '/home'],
    ['/candidatos/cadastrar', '/cadastrar'],
    ['/candidatos/outra', '/candidatos/outra'],
    ['/cadastrar/etapas-clinica', '/cadastrar/etapas-clinica'],
    ['/perfil/42', '/perfil/42'],
    ['/servicos/3', '/servicos/3'],
  ])('%s ends at %s', async (from, to) => {
    const router = renderAt(from);
    expect((await heading()).textContent).not.toBe('');
    expect(router.state.location.pathname).toBe(to);
  });

  it('/perfil2/logout clears the session and goes to /home', async () => {
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('usuario', '{"id":1,"tipo_usuario":"candidato"}');
    const router = renderAt('/perfil2/logout');
    await heading();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/usuarios/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('menu shows PERFIL when logged in; Sair logs out and goes to /home', async () => {
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('usuario', '{"id":1,"tipo_usuario":"clinica"}');
    const router = renderAt('/vagas');
    await heading();
    const nav = within(header()).getAllByRole('navigation')[0] as HTMLElement;
    expect(within(nav).queryByRole('link', { name: 'LOGIN' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: /^PERFIL/ }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(await within(nav).findByRole('link', { name: 'LOGIN' })).toBeTruthy();
  });

  it('re-reads the session on navigation', async () => {
    const router = renderAt('/login');
    await heading();
    expect(within(header()).getByRole('link', { name: 'LOGIN' })).toBeTruthy();
    localStorage.setItem('auth_token', 'abc');
    await router.navigate('/home');
    await waitFor(() => expect(within(header()).queryByRole('link', { name: 'LOGIN' })).toBeNull());
  });

  it('shows the Portuguese error page with a link to /home when a page fails', async () => {
    renderAt('/quebrada');
    expect((await heading()).textContent).toBe('Algo deu errado.');
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' }).getAttribute('href')).toBe(
      '/home',
    );
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});

describe('footer', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('scrollTo', vi.fn());
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('shows the company facts from /api/v1/site', async () => {
    siteAnswer = () => Response.json(SITE);
    renderAt('/home');
    await heading();
    const footer = screen.getByRole('contentinfo');
    const whatsapp = await within(footer).findByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(footer).getByRole('link', { name: SITE.email }).getAttribute('href')).toBe(
      `mailto:${SITE.email}`,
    );
    const social = within(footer).getByRole('link', { name: /redes sociais/ });
    expect(social.getAttribute('href')).toBe(SITE.socialUrl);
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toContain('noopener');
    expect(footer.textContent).toContain('RX Odonto Consultoria Ltda.');
    expect(footer.textContent).toContain('CNPJ 12.345.678/0001-95');
    expect(within(footer).getByRole('link', { name: 'Ver todos' }).getAttribute('href')).toBe('/servicos');
  });

  it('leaves the CNPJ out when it is empty', async () => {
    siteAnswer = () => Response.json({ ...SITE, cnpj: '' });
    renderAt('/home');
    await heading();
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Fale conosco pelo WhatsApp' });
    expect(footer.textContent).toContain('RX Odonto Consultoria Ltda.');
    expect(footer.textContent).not.toContain('CNPJ');
  });

  it('falls back gracefully when the configuration cannot be loaded', async () => {
    siteAnswer = () => Response.json({ detail: 'erro' }, { status: 500 });
    renderAt('/home');
    await heading();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Carregando contatos...')).toBeTruthy();
    expect(
      await within(footer).findByText(
        /canais de contato estão temporariamente indisponíveis/,
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(footer.textContent).toContain('© ');
  });
});
