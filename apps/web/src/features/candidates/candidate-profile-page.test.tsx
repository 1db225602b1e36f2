import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { CandidateProfilePage } from './candidate-profile-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderProfile(answer: () => Response) {
  const fetchMock = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem('auth_token', 'token-1');
  localStorage.setItem(
    'usuario',
    JSON.stringify({ id: 3, tipo_usuario: 'clinica', email: 'c@exemplo.com.br' }),
  );
  localStorage.setItem('usuario_id', '3');
  localStorage.setItem('tipo_usuario', 'clinica');
  const router = createMemoryRouter([{ path: '/perfil/:id', Component: CandidateProfilePage }], {
    initialEntries: ['/perfil/42'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/perfil/{id} for a clinic', () => {
  it("shows the server's daily-limit message (429), a way back to the list and no retry", async () => {
    const detail = 'Limite diário de perfis consultados atingido. Tente novamente amanhã.';
    const fetchMock = renderProfile(() => json({ detail }, 429));
    expect(await screen.findByRole('heading', { level: 1, name: detail })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à lista de candidatos' }).getAttribute('href')).toBe(
      '/candidatos',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows an unpublished or unknown candidate as not found (404)', async () => {
    renderProfile(() => json({ detail: 'Candidato não encontrado.' }, 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidato não encontrado.' })).toBeTruthy();
  });
});
