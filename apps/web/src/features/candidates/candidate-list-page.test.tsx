import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { CandidateListPage } from './candidate-list-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ana = {
  id: 11,
  nome: 'Ana Souza',
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'Campinas',
  foto_url: null,
  visualizacoes: 12,
  published_at: '2026-01-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;

function stubApi(list: (url: URL) => Response) {
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/usuario_candidato/full') return list(url);
    if (url.pathname === '/api/v1/usuarios/logout') return json({});
    return json({ detail: 'Recurso não encontrado.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(at: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/candidatos',
        element: (
          <>
            <CandidateListPage />
            <Where />
          </>
        ),
      },
      { path: '*', Component: Where },
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

function storeSession(tipo: 'clinica' | 'candidato') {
  localStorage.setItem('auth_token', 'token-1');
  localStorage.setItem('usuario', JSON.stringify({ id: 3, tipo_usuario: tipo, email: 'x@exemplo.com.br' }));
  localStorage.setItem('usuario_id', '3');
  localStorage.setItem('tipo_usuario', tipo);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.body.style.overflow = '';
});

describe('/candidatos access', () => {
  it('shows a visitor the restricted overlay, locks the page, and reacts to another tab logging in', async () => {
    stubApi(() => json({ items: [ana], total: 1, page: 1, size: 50 }));
    renderAt('/candidatos');
    const dialog = await screen.findByRole('dialog', { name: 'Acesso restrito' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Você precisa estar logado para acessar esta página.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Fazer login' }).getAttribute('href')).toBe(
      '/login?next=%2Fcandidatos',
    );
    expect(within(dialog).getByRole('link', { name: 'Cadastrar-se' }).getAttribute('href')).toBe(
      '/cadastrar',
    );
    expect(within(dialog).getByRole('link', { name: 'Voltar à Home' }).getAttribute('href')).toBe('/home');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(fetchMock).not.toHaveBeenCalled();

    // Another tab signs a clinic in: the 'storage' event repeats the check.
    storeSession('clinica');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'auth_token' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.style.overflow).toBe('');
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeTruthy();
    expect(screen.getByText('12 visualizações')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Veja Mais' }).getAttribute('href')).toBe('/perfil/11');
  });

  it('tells a candidate the list is for clinics; "Entrar com conta de clínica" logs out and opens /login', async () => {
    stubApi(() => json([]));
    storeSession('candidato');
    renderAt('/candidatos');
    const dialog = await screen.findByRole('dialog', { name: 'Acesso restrito' });
    expect(within(dialog).getByText('Este recurso é exclusivo para contas de clínica.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Voltar à Home' }).getAttribute('href')).toBe('/home');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entrar com conta de clínica' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login?next=%2Fcandidatos'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
  });
});

describe('/candidatos for a clinic', () => {
  it('opens one filter at a time, applies the filters to the URL and the call, and shows the empty text', async () => {
    stubApi((url) =>
      url.searchParams.getAll('tipos_profissao').length > 0
        ? json({ items: [], total: 0, page: 1, size: 50 })
        : json({ items: [ana], total: 1, page: 1, size: 50 }),
    );
    storeSession('clinica');
    renderAt('/candidatos');
    expect(screen.getByText('Carregando...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 candidato' })).toBeTruthy();

    const profession = screen.getByRole('button', { name: /Profissão/ });
    const state = screen.getByRole('button', { name: /Estado/ });
    fireEvent.click(profession);
    expect(profession.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Dentista Radiologista',
      'TSB',
      'ASB',
      'Tecnólogo',
      'Técnico',
      'Recepcionista',
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'TSB' }));
    fireEvent.pointerDown(state);
    fireEvent.click(state);
    expect(profession.getAttribute('aria-expanded')).toBe('false');
    expect(state.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('checkbox')).toHaveLength(27);
    fireEvent.click(screen.getByRole('checkbox', { name: 'SP' }));
    expect(screen.getByRole('button', { name: 'Profissão TSB' })).toBe(profession);

    fireEvent.click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(await screen.findByText('Nenhum candidato encontrado com os filtros selecionados.')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/candidatos?tipos_profissao=TSB&estados=SP');
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost');
    expect(last.search).toBe('?tipos_profissao=TSB&estados=SP&page=1&size=50');

    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(await screen.findByRole('heading', { name: 'Ana Souza' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/candidatos');
    expect(screen.getByRole('button', { name: 'Profissão Todas as profissões' })).toBeTruthy();
  });

  it('reads page and size from the URL and offers the other pages', async () => {
    stubApi((url) => json({ items: [ana], total: 5, page: Number(url.searchParams.get('page')), size: 2 }));
    storeSession('clinica');
    renderAt('/candidatos?estados=SP&page=2&size=2');
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5 candidatos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe(
      '/candidatos?estados=SP&size=2',
    );
    expect(screen.getByRole('link', { name: 'Próxima' }).getAttribute('href')).toBe(
      '/candidatos?estados=SP&page=3&size=2',
    );
  });
});
