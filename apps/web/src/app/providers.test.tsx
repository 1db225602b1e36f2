import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  afterEach(cleanup);

  it('mounts the toast area with the first toast, which then shows', async () => {
    render(
      <AppProviders>
        <p>Página</p>
      </AppProviders>,
    );
    expect(screen.getByText('Página')).toBeTruthy();
    expect(document.querySelector('.Toastify')).toBeNull();

    await act(async () => {
      notify.success('Dados salvos.');
    });
    expect(await screen.findByText('Dados salvos.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeTruthy();
  });
});
