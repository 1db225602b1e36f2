import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesktopMenu } from './desktop-menu';
import { getMenuSections } from './menu-items';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function setup(loggedIn = false) {
  const onLogout = vi.fn();
  const element = (
    <>
      <DesktopMenu sections={getMenuSections(loggedIn)} tone="light" onLogout={onLogout} />
      <Where />
      <button type="button">fora</button>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/login'] });
  render(<RouterProvider router={router} />);
  return { router, onLogout };
}

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`, 'i') });

describe('DesktopMenu', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('click toggles a dropdown and aria-expanded', () => {
    setup();
    const button = toggle('Quem somos');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Missão, Visão e Valores' }).getAttribute('href')).toBe(
      '/quemsomos/missao',
    );
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Missão, Visão e Valores' })).toBeNull();
  });

  it('opens on hover and closes shortly after the pointer leaves, unless pinned by a click', () => {
    vi.useFakeTimers();
    setup();
    const item = toggle('Vagas').closest('li') as HTMLElement;
    fireEvent.mouseEnter(item);
    expect(screen.getByRole('link', { name: 'Recepcionista' })).toBeTruthy();
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('link', { name: 'Recepcionista' })).toBeNull();

    fireEvent.mouseEnter(item);
    fireEvent.click(toggle('Vagas'));
    fireEvent.mouseLeave(item);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('link', { name: 'Recepcionista' })).toBeTruthy();
  });

  it('only one dropdown is open at a time', () => {
    setup();
    fireEvent.click(toggle('Serviços'));
    fireEvent.click(toggle('Candidatos'));
    expect(toggle('Serviços').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Crie seu currículo' }).getAttribute('href')).toBe(
      '/candidatos/cadastrar',
    );
  });

  it('Escape closes and returns focus to the toggle; outside click closes', () => {
    setup();
    fireEvent.click(toggle('Serviços'));
    const link = screen.getByRole('link', { name: '1. Diagnóstico 360' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle('Serviços').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Serviços'));

    fireEvent.click(toggle('Serviços'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'fora' }));
    expect(toggle('Serviços').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes after navigating through an entry', () => {
    setup();
    fireEvent.click(toggle('Classificados'));
    fireEvent.click(screen.getByRole('link', { name: 'Quero vender' }));
    expect(screen.getByTestId('where').textContent).toBe('/classificados');
    expect(toggle('Classificados').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a navigation it did not start', async () => {
    const { router } = setup();
    fireEvent.click(toggle('Quem somos'));
    await act(() => router.navigate('/vagas'));
    expect(toggle('Quem somos').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows LOGIN to visitors and PERFIL with Sair to users', () => {
    setup(false);
    expect(screen.getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/login');
    cleanup();
    const { onLogout } = setup(true);
    expect(screen.queryByRole('link', { name: 'LOGIN' })).toBeNull();
    fireEvent.click(toggle('PERFIL'));
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toggle('PERFIL').getAttribute('aria-expanded')).toBe('false');
  });
});
