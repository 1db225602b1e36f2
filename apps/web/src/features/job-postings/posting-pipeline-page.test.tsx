import type { Applicant } from '@app/shared';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { PostingPipelinePage } from './posting-pipeline-page';
import { applicant, signIn, vagaDetail, withdrawnApplicant } from './test-data';

beforeEach(() => signIn('clinica'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The pipeline of posting 7 with `items` on the asked page of `total`; the pages asked are kept. */
function stubApplicants(items: Applicant[], total = items.length) {
  const asked: string[] = [];
  stubFetch({
    'GET /api/v1/vagas/7': () => json({ ...vagaDetail, minha_vaga: true }),
    'GET /api/v1/vagas/7/candidaturas': (_init, url) => {
      asked.push(url.search);
      return json({ items, total, page: Number(url.searchParams.get('page')), size: 24 });
    },
  });
  return asked;
}

describe('/minhas-vagas/{id}', () => {
  it('groups the applicants by status, best match first, and says which tools they did not state', async () => {
    stubApplicants([
      applicant(1, 'Ana Lima', 60, 'recebida'),
      applicant(2, 'Bruno Reis', 95, 'recebida'),
      applicant(3, 'Carla Dias', 80, 'entrevista'),
    ]);
    renderPage(PostingPipelinePage, '/minhas-vagas/:id', '/minhas-vagas/7');

    const received = await screen.findByRole('region', { name: 'Recebida' });
    const names = within(received)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Bruno Reis', 'Ana Lima']);
    expect(within(screen.getByRole('region', { name: 'Entrevista' })).getByText('Carla Dias')).toBeTruthy();
    expect(within(received).getAllByText('Não informou: Romexis')).toHaveLength(2);
    expect(screen.queryByText(/falt/i)).toBeNull();
  });

  it('shows a withdrawn application as such: no name, message, profile link, match or move', async () => {
    stubApplicants([applicant(1, 'Ana Lima', 60, 'recebida'), withdrawnApplicant(2)]);
    renderPage(PostingPipelinePage, '/minhas-vagas/:id', '/minhas-vagas/7');

    const withdrawn = await screen.findByRole('region', { name: 'Retirada' });
    const row = within(withdrawn).getByTestId('candidatura-retirada');
    expect(within(row).getByRole('heading', { level: 3 }).textContent?.trim()).toBe('Candidatura retirada');
    expect(row.textContent).toContain('Retirada em 23/11/2026');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).queryByRole('combobox')).toBeNull();
    expect(row.textContent).not.toMatch(/match/);
    expect(within(screen.getByRole('region', { name: 'Recebida' })).getByText('Ana Lima')).toBeTruthy();
  });

  it('pages through the applicants with links that keep the posting', async () => {
    const asked = stubApplicants([applicant(30, 'Davi Souza', 40, 'em_analise')], 30);
    renderPage(PostingPipelinePage, '/minhas-vagas/:id', '/minhas-vagas/7?page=2');

    expect(await screen.findByText('Davi Souza')).toBeTruthy();
    expect(asked.at(-1)).toContain('page=2');
    const pages = screen.getByRole('navigation', { name: 'Páginas de candidaturas' });
    expect(within(pages).getByText('Página 2 de 2')).toBeTruthy();
    expect(
      within(pages)
        .getByRole('link', { name: /Anterior/ })
        .getAttribute('href'),
    ).toBe('/minhas-vagas/7');
  });

  it('says so when the posting has no application yet', async () => {
    stubApplicants([]);
    renderPage(PostingPipelinePage, '/minhas-vagas/:id', '/minhas-vagas/7');
    expect(await screen.findByText('Esta vaga ainda não recebeu candidaturas.')).toBeTruthy();
  });
});
