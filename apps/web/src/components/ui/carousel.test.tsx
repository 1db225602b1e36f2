import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { installMediaStubs } from './test-media';

const slides = ['Primeiro', 'Segundo', 'Terceiro'].map((text) => (
  <p key={text}>
    {text} <a href="/x">Ver o slide {text}</a>
  </p>
));

const dot = (n: number) => screen.getByRole('button', { name: `Ir para o slide ${n} de 3` });

describe('Carousel', () => {
  beforeEach(() => installMediaStubs());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel region with named slides, only the current one reachable', () => {
    render(<Carousel label="Destaques" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(region.getAttribute('aria-roledescription')).toBe('carrossel');
    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    expect(dot(2).getAttribute('aria-current')).toBeNull();
  });

  it('moves with the next, previous and dot buttons', async () => {
    render(<Carousel label="Destaques" slides={slides} />);
    await act(async () => {});
    // The first click starts Embla, whose chunk loads on demand: the slide turns once it is there.
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    await waitFor(() => expect(dot(2).getAttribute('aria-current')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    fireEvent.click(dot(1));
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByRole('group')[0]?.hasAttribute('inert')).toBe(false);
  });

  it('offers pause only when it plays by itself', () => {
    const { rerender } = render(<Carousel label="Destaques" slides={slides} />);
    expect(screen.queryByRole('button', { name: /troca automática/ })).toBeNull();
    rerender(<Carousel label="Destaques" slides={slides} autoplayMs={5000} />);
    const pause = screen.getByRole('button', { name: 'Pausar a troca automática' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Retomar a troca automática' })).toBeTruthy();
  });
});
