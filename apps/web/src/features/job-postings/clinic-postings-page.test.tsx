import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { ClinicPostingsPage } from './clinic-postings-page';
import { minhaVaga, signIn } from './test-data';

beforeEach(() => signIn('clinica'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/minhas-vagas', () => {
  it('pages through the postings with the page in the URL', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/v1/vagas/minhas': (_init, url) => {
        asked.push(url.search);
        return json({ items: [minhaVaga(41, 'ASB manhãs')], total: 41, page: 3, size: 20 });
      },
    });
    renderPage(ClinicPostingsPage, '/minhas-vagas', '/minhas-vagas?page=3');

    expect(await screen.findByRole('link', { name: 'ASB manhãs' })).toBeTruthy();
    expect(asked.at(-1)).toBe('?page=3&size=20');
    const pages = screen.getByRole('navigation', { name: 'Páginas de vagas' });
    expect(within(pages).getByText('Página 3 de 3')).toBeTruthy();
    expect(
      within(pages)
        .getByRole('link', { name: /Anterior/ })
        .getAttribute('href'),
    ).toBe('/minhas-vagas?page=2');
    expect(within(pages).queryByRole('link', { name: /Próxima/ })).toBeNull();
  });

  it('shows no page controls when every posting fits one page', async () => {
    stubFetch({
      'GET /api/v1/vagas/minhas': () =>
        json({ items: [minhaVaga(1, 'TSB tarde')], total: 1, page: 1, size: 20 }),
    });
    renderPage(ClinicPostingsPage, '/minhas-vagas');
    expect(await screen.findByRole('link', { name: 'TSB tarde' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Páginas de vagas' })).toBeNull();
  });
});
