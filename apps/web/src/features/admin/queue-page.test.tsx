import type { Fila } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { QueuePage } from './queue-page';
import { signInAs } from './test-data';

beforeEach(() => signInAs('admin'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const ID = '6f1c2b9e-8d4a-4c1e-9b7a-1d2e3f4a5b6c';
const failedMail: Fila['falhas'][number] = {
  id: ID,
  fila: 'mail',
  tipo: 'password-reset',
  tentativas: 7,
  erro: '451 4.3.0 Servidor ocupado, tente mais tarde',
  criado_em: '2026-11-26T10:00:00.000Z',
  falhou_em: '2026-11-26T11:30:00.000Z',
};

describe('/admin/fila', () => {
  it('shows the counts and each failed job with its error, and retries one', async () => {
    let fila: Fila = { contagem: { aguardando: 2, em_execucao: 1, falhas: 1 }, falhas: [failedMail] };
    const posted: string[] = [];
    stubFetch({
      'GET /api/v1/admin/fila': () => json(fila),
      [`POST /api/v1/admin/fila/${ID}/tentar-novamente`]: (_init, url) => {
        posted.push(url.pathname);
        fila = { contagem: { aguardando: 3, em_execucao: 1, falhas: 0 }, falhas: [] };
        return json({ detail: 'O trabalho voltou para a fila e roda em instantes.' });
      },
    });
    renderPage(QueuePage, '/admin/fila');
    const job = await screen.findByTestId('falha');
    expect(within(job).getByText('E-mail de redefinição de senha')).toBeTruthy();
    expect(within(job).getByText('451 4.3.0 Servidor ocupado, tente mais tarde')).toBeTruthy();
    expect(within(job).getByText(/7 tentativas/)).toBeTruthy();
    expect(screen.getByText('Aguardando').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Em execução').nextElementSibling?.textContent).toBe('1');

    fireEvent.click(within(job).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma falha. Tudo em dia.')).toBeTruthy();
    expect(posted).toEqual([`/api/v1/admin/fila/${ID}/tentar-novamente`]);
  });

  it("says so when a job was already handled ('Descartar' answered 404)", async () => {
    stubFetch({
      'GET /api/v1/admin/fila': () =>
        json({ contagem: { aguardando: 0, em_execucao: 0, falhas: 1 }, falhas: [failedMail] }),
      [`POST /api/v1/admin/fila/${ID}/descartar`]: () =>
        json(
          { detail: 'Este trabalho não está mais entre as falhas: talvez outra pessoa já o tenha tratado.' },
          404,
        ),
    });
    renderPage(QueuePage, '/admin/fila');
    fireEvent.click(within(await screen.findByTestId('falha')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Este trabalho não está mais entre as falhas'),
    );
  });
});
