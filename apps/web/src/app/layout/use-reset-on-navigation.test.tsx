import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useResetOnNavigation } from './use-reset-on-navigation';

let resets = 0;

function Counter() {
  const [clicks, setClicks] = useState(0);
  useResetOnNavigation(() => {
    resets += 1;
    setClicks(0);
  });
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {`cliques: ${clicks}`}
    </button>
  );
}

function setup() {
  resets = 0;
  const router = createMemoryRouter([{ path: '*', element: <Counter /> }], { initialEntries: ['/home'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useResetOnNavigation', () => {
  afterEach(cleanup);

  it('does not reset on mount, so the first click is kept', () => {
    setup();
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('cliques: 1');
    expect(resets).toBe(0);
  });

  it('resets once per navigation, the same path included', async () => {
    const router = setup();
    act(() => screen.getByRole('button').click());
    await act(() => router.navigate('/vagas'));
    expect(screen.getByRole('button').textContent).toBe('cliques: 0');
    act(() => screen.getByRole('button').click());
    await act(() => router.navigate('/vagas'));
    expect(screen.getByRole('button').textContent).toBe('cliques: 0');
    expect(resets).toBe(2);
  });
});
