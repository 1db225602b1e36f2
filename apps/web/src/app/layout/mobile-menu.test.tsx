import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMenuSections, type MenuSection } from './menu-items';
import { MobileMenu } from './mobile-menu';

/** Sections with sub-sections, to exercise the one-sub-section rule. */
const NESTED: MenuSection[] = [
  {
    id: 'a',
    label: 'Alfa',
    to: '/a',
    children: [
      { label: 'Grupo 1', children: [{ label: 'Item 1.1', to: '/a/1' }] },
      { label: 'Grupo 2', children: [{ label: 'Item 2.1', to: '/a/2' }] },
      { label: 'Direto', to: '/a/direto' },
    ],
  },
  { id: 'b', label: 'Beta', to: '/b', children: [{ label: 'Item B', to: '/b/1' }] },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(sections: MenuSection[] = getMenuSections(false), onLogout = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <MobileMenu sections={sections} tone="light" onLogout={onLogout} />
            <Where />
            <Outlet />
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onLogout };
}

const hamburger = () => screen.getByRole('button', { name: /menu/i });
const sectionButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`, 'i') });
const expandedButtons = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => b.getAttribute('aria-expanded') === 'true' && b !== hamburger());

describe('MobileMenu', () => {
  afterEach(cleanup);

  it('toggles with the hamburger, whose label and aria-expanded follow the state', () => {
    setup();
    expect(hamburger().getAttribute('aria-label')).toBe('Abrir menu');
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(hamburger());
    expect(hamburger().getAttribute('aria-label')).toBe('Fechar menu');
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    fireEvent.click(hamburger());
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('expands at most one section at a time', () => {
    setup();
    fireEvent.click(hamburger());
    fireEvent.click(sectionButton('Serviços'));
    expect(screen.getByRole('link', { name: '14. Organização de eventos e palestras' })).toBeTruthy();
    fireEvent.click(sectionButton('Vagas'));
    expect(screen.queryByRole('link', { name: '14. Organização de eventos e palestras' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Técnico e Tecnólogo de Radiologia' })).toBeTruthy();
    expect(expandedButtons().map((b) => b.textContent)).toEqual(['Vagas']);
    fireEvent.click(sectionButton('Vagas'));
    expect(expandedButtons()).toHaveLength(0);
  });

  it('expands at most one sub-section, and collapsing the section collapses it', () => {
    setup(NESTED);
    fireEvent.click(hamburger());
    fireEvent.click(sectionButton('Alfa'));
    fireEvent.click(sectionButton('Grupo 1'));
    expect(screen.getByRole('link', { name: 'Item 1.1' })).toBeTruthy();
    fireEvent.click(sectionButton('Grupo 2'));
    expect(screen.queryByRole('link', { name: 'Item 1.1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Item 2.1' })).toBeTruthy();
    expect(expandedButtons().map((b) => b.textContent)).toEqual(['Alfa', 'Grupo 2']);

    fireEvent.click(sectionButton('Beta'));
    fireEvent.click(sectionButton('Alfa'));
    expect(screen.queryByRole('link', { name: 'Item 2.1' })).toBeNull();
    expect(expandedButtons().map((b) => b.textContent)).toEqual(['Alfa']);
  });

  it('closes and collapses everything after following a link', () => {
    setup(NESTED);
    fireEvent.click(hamburger());
    fireEvent.click(sectionButton('Alfa'));
    fireEvent.click(sectionButton('Grupo 2'));
    fireEvent.click(screen.getByRole('link', { name: 'Item 2.1' }));
    expect(screen.getByTestId('where').textContent).toBe('/a/2');
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.click(hamburger());
    expect(expandedButtons()).toHaveLength(0);
  });

  it('closes and resets on any navigation, including ones it did not start', async () => {
    const { router } = setup();
    fireEvent.click(hamburger());
    fireEvent.click(sectionButton('Candidatos'));
    await act(() => router.navigate('/vagas'));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(hamburger().getAttribute('aria-label')).toBe('Abrir menu');
  });

  it('closes on Escape', () => {
    setup();
    fireEvent.click(hamburger());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows no Em breve badge on Classificados, LOGIN for visitors and runs Sair for users', () => {
    const onLogout = vi.fn();
    setup(getMenuSections(true), onLogout);
    fireEvent.click(hamburger());
    expect(within(sectionButton('Classificados')).queryByText('Em breve')).toBeNull();
    expect(screen.queryByRole('link', { name: 'LOGIN' })).toBeNull();
    fireEvent.click(sectionButton('PERFIL'));
    expect(screen.getByRole('link', { name: 'Meu Perfil' }).getAttribute('href')).toBe('/perfil2');
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers LOGIN to visitors', () => {
    setup();
    fireEvent.click(hamburger());
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/login');
  });
});
