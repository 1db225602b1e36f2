import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { stubFetch } from '../../test/page-test-utils';
import { AdminLayout } from './admin-layout';
import { signInAs } from './test-data';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function open(at: string) {
  stubFetch({});
  const router = createMemoryRouter(
    [
      { path: 'admin', Component: AdminLayout, children: [{ path: '*', element: <p>área restrita</p> }] },
      { path: '*', Component: Where },
    ],
    { initialEntries: [at] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('the back office frame', () => {
  it('sends a visitor to /login, returning to the page afterwards', async () => {
    open('/admin/contatos');
    expect((await screen.findByTestId('where')).textContent).toBe('/login?next=%2Fadmin%2Fcontatos');
    expect(screen.queryByText('área restrita')).toBeNull();
  });

  it.each(['clinica', 'candidato'] as const)('sends a %s to /home', async (tipo) => {
    signInAs(tipo);
    open('/admin/usuarios');
    expect((await screen.findByTestId('where')).textContent).toBe('/home');
  });

  it('lets an administrator in, with the back office links', async () => {
    signInAs('admin');
    open('/admin/usuarios');
    expect(await screen.findByText('área restrita')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Área administrativa' });
    expect(nav.textContent).toBe('PainelSolicitaçõesContasAuditoriaFilaAnúnciosBlog');
  });
});
