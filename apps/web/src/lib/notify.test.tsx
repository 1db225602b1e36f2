import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify';
import { signalNavigation } from './toast-area-signal';

// Closing toasts play their exit animation (never ending in jsdom) with data-in="false".
const shown = () =>
  [...document.querySelectorAll('.Toastify__toast[data-in="true"]')].map((t) => t.textContent ?? '');

async function raise(fn: () => void) {
  await act(async () => {
    fn();
  });
}

describe('notify', () => {
  afterEach(async () => {
    await act(async () => signalNavigation());
    await act(async () => signalNavigation());
    cleanup();
  });

  it('a success closes the error toasts still open; other successes stay', async () => {
    render(<ToastContainer autoClose={false} />);
    await raise(() => notify.error('Falha ao publicar.'));
    expect(await screen.findByText('Falha ao publicar.')).toBeTruthy();
    await raise(() => notify.success('Conta criada.'));
    await raise(() => notify.success('Inscrição concluída.'));
    await screen.findByText('Inscrição concluída.');
    await waitFor(() => expect(shown()).toEqual(['Conta criada.', 'Inscrição concluída.']));
  });

  it('a failure closes the success toasts still open, a carried one too', async () => {
    render(<ToastContainer autoClose={false} />);
    await raise(() => notify.success('Clínica cadastrada com sucesso.', { carry: true }));
    await screen.findByText('Clínica cadastrada com sucesso.');
    await raise(() => notify.error('Sem conexão com o servidor.'));
    await screen.findByText('Sem conexão com o servidor.');
    await waitFor(() => expect(shown()).toEqual(['Sem conexão com o servidor.']));
  });

  it('leaving the page closes its toasts; a carried toast stays through one page change', async () => {
    render(<ToastContainer autoClose={false} newestOnTop />);
    await raise(() => notify.success('Conta criada.'));
    await raise(() => notify.success('Inscrição concluída.', { carry: true }));
    await screen.findByText('Inscrição concluída.');
    await screen.findByText('Conta criada.');

    await act(async () => signalNavigation());
    await waitFor(() => expect(shown()).toEqual(['Inscrição concluída.']));
    await act(async () => signalNavigation());
    await waitFor(() => expect(shown()).toEqual([]));
  });

  it('dismiss closes one toast (its problem is gone)', async () => {
    render(<ToastContainer autoClose={false} />);
    let id: ReturnType<typeof notify.error> | null = null;
    await raise(() => {
      id = notify.error('Falha ao publicar.');
    });
    await screen.findByText('Falha ao publicar.');
    await act(async () => notify.dismiss(id));
    await waitFor(() => expect(shown()).toEqual([]));
    await act(async () => notify.dismiss(null));
  });
});
