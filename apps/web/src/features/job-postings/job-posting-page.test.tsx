import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobPostingPage } from './job-posting-page';
import { signIn, vagaDetail as vaga } from './test-data';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPage(answer: (url: string, init?: RequestInit) => Response, entry = '/vagas/7') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => answer(url, init)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/vagas/:id', element: <JobPostingPage /> },
      { path: '/login', element: <p>Página de login</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/vagas/{id}', () => {
  it("shows 'Clínica verificada' only for a clinic the consultancy verified", async () => {
    renderPage(() => json(200, { ...vaga, clinica: { ...vaga.clinica, verificada: true } }));
    expect(await screen.findByText('Clínica verificada')).toBeTruthy();
    cleanup();
    renderPage(() => json(200, vaga));
    await screen.findByRole('heading', { level: 1, name: vaga.titulo });
    expect(screen.queryByText('Clínica verificada')).toBeNull();
  });

  it("sends a visitor to /login and back with 'Candidatar-se'", async () => {
    const router = renderPage(() => json(200, vaga));
    const link = await screen.findByRole('link', { name: 'Candidatar-se' });
    expect(link.getAttribute('href')).toBe('/login?next=%2Fvagas%2F7%3Fcandidatar%3D1');
    fireEvent.click(link);
    expect(await screen.findByText('Página de login')).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fvagas%2F7%3Fcandidatar%3D1');
  });

  it('shows no Candidatar-se to a clinic', async () => {
    signIn('clinica');
    renderPage(() => json(200, vaga));
    expect(await screen.findByRole('heading', { level: 1, name: 'TSB para tomografia' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Candidatar-se' })).toBeNull();
  });

  it('tells a candidate whose profile is not published so before any attempt, with the wizard instead of the button', async () => {
    signIn('candidato');
    renderPage(() => json(200, { ...vaga, perfil_publicado: false }));
    expect(
      await screen.findByText(
        'Seu perfil ainda não está publicado. Para se candidatar, conclua e publique o seu perfil profissional.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Concluir meu perfil' }).getAttribute('href')).toBe(
      '/cadastrar/curriculo?next=%2Fvagas%2F7%3Fcandidatar%3D1',
    );
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();
  });

  it('opens the apply dialog by itself on ?candidatar=1 (back from /login), and drops it on closing', async () => {
    signIn('candidato');
    const router = renderPage(() => json(200, { ...vaga, perfil_publicado: true }), '/vagas/7?candidatar=1');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Enviar candidatura');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens no apply dialog on ?candidatar=1 for a candidate who must publish first', async () => {
    signIn('candidato');
    renderPage(() => json(200, { ...vaga, perfil_publicado: false }), '/vagas/7?candidatar=1');
    expect(await screen.findByRole('link', { name: 'Concluir meu perfil' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the published candidate the button', async () => {
    signIn('candidato');
    renderPage(() => json(200, { ...vaga, perfil_publicado: true }));
    expect(await screen.findByRole('button', { name: 'Candidatar-se' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Concluir meu perfil' })).toBeNull();
  });

  it('tells a candidate without a published profile so when the server refuses, and offers the wizard', async () => {
    signIn('candidato');
    renderPage((_url, init) =>
      init?.method === 'POST'
        ? json(422, {
            detail: 'Para se candidatar, conclua e publique o seu perfil profissional.',
            code: 'candidate.profile_unpublished',
            errors: [],
          })
        : json(200, vaga),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Candidatar-se' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar candidatura' }));
    expect(await screen.findByText(/publique o seu perfil profissional/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Concluir meu perfil' }).getAttribute('href')).toBe(
      '/cadastrar/curriculo?next=%2Fvagas%2F7%3Fcandidatar%3D1',
    );
  });

  it("tells a closed posting apart from an unpublished profile by the code, not the text ('vaga.closed')", async () => {
    signIn('candidato');
    // A text that names the profile: the old /perfil/i test took it for an unpublished profile.
    const detail = 'Esta vaga não está mais aberta para candidaturas (o perfil foi guardado).';
    renderPage((_url, init) =>
      init?.method === 'POST' ? json(422, { detail, code: 'vaga.closed', errors: [] }) : json(200, vaga),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Candidatar-se' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar candidatura' }));
    expect(await screen.findByText(detail)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Concluir meu perfil' })).toBeNull();
  });

  it("shows the candidate's application status instead of the button", async () => {
    signIn('candidato');
    renderPage(() =>
      json(200, {
        ...vaga,
        minha_candidatura: {
          id: 9,
          status: 'entrevista',
          recebida_em: '2026-11-21T12:00:00.000Z',
          em_analise_em: null,
          entrevista_em: '2026-11-22T12:00:00.000Z',
          contratada_em: null,
          nao_selecionada_em: null,
          retirada_em: null,
        },
      }),
    );
    expect(await screen.findByText('Entrevista')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Candidatar-se' })).toBeNull();
  });
});
