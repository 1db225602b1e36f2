import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { PostingsListSection } from './postings-list-section';
import { vagaCard as card } from './test-data';

/** The list answers `total` postings (one card shown); every query the page asked is kept. */
function stubList(total: number) {
  const asked: URLSearchParams[] = [];
  stubFetch({
    'GET /api/v1/vagas': (_init, url) => {
      asked.push(url.searchParams);
      return json({ items: total ? [card] : [], total, page: 1, size: 10 });
    },
  });
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /vagas filters', () => {
  it('picks several professions, keeps them in the URL as repeated parameters and asks the API for all', async () => {
    const asked = stubList(1);
    const router = renderPage(PostingsListSection, '/vagas', '/vagas?estados=RR');
    expect(await screen.findByRole('link', { name: 'TSB para tomografia' })).toBeTruthy();
    expect(asked.at(-1)?.getAll('estados')).toEqual(['RR']);

    fireEvent.click(screen.getByRole('button', { name: /^Profissão/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'TSB' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ASB' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe('?tipos_profissao=TSB&tipos_profissao=ASB&estados=RR'),
    );
    await waitFor(() => expect(asked.at(-1)?.getAll('tipos_profissao')).toEqual(['TSB', 'ASB']));
    expect(screen.getByRole('button', { name: /^Profissão/ }).textContent).toContain('TSB, ASB');
  });

  it("'Limpar filtros' removes every filter and the search from the URL", async () => {
    stubList(1);
    const router = renderPage(PostingsListSection, '/vagas', '/vagas?estados=RR&estados=SP&q=raio&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('a changed filter goes back to page 1; the pages are links that keep the filters', async () => {
    stubList(25);
    const router = renderPage(PostingsListSection, '/vagas', '/vagas?tipos_contrato=PJ&page=2');
    const next = await screen.findByRole('link', { name: /Próxima/ });
    expect(next.getAttribute('href')).toBe('/vagas?tipos_contrato=PJ&page=3');
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /^Contrato/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'CLT' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tipos_contrato=CLT&tipos_contrato=PJ'));
  });

  it("'Só clínicas verificadas' puts verificadas=true in the URL and asks the API for it", async () => {
    const asked = stubList(1);
    const router = renderPage(PostingsListSection, '/vagas', '/vagas');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Só clínicas verificadas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?verificadas=true'));
    await waitFor(() => expect(asked.some((q) => q.get('verificadas') === 'true')).toBe(true));
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeTruthy();
  });

  it('says clearly when no posting matches the filters', async () => {
    stubList(0);
    renderPage(PostingsListSection, '/vagas', '/vagas?estados=AC');
    expect(await screen.findByText('Nenhuma vaga encontrada com esses filtros.')).toBeTruthy();
  });
});
