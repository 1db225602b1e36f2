import type { AdminUsuarioDetail } from '@app/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { signInAs } from './test-data';
import { UsersPage } from './users-page';

beforeEach(() => signInAs('admin'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const clinic = (over: Partial<AdminUsuarioDetail> = {}): AdminUsuarioDetail => ({
  id: 12,
  tipo_usuario: 'clinica',
  email: 'norte@clinica.com.br',
  nome: 'Clínica Norte',
  criado_em: '2026-11-01T12:00:00.000Z',
  suspenso: false,
  suspenso_em: null,
  motivo_suspensao: null,
  publicado: null,
  verificada: false,
  candidato: null,
  clinica: {
    nome_fantasia: 'Clínica Norte',
    cnpj: '12345678000195',
    telefone: '95999990000',
    verificada_em: null,
  },
  vagas: [
    {
      id: 4,
      titulo: 'ASB manhãs',
      status: 'aberta',
      publicada_em: '2026-11-02T12:00:00.000Z',
      expira_em: '2027-01-01T12:00:00.000Z',
      candidaturas: 2,
    },
  ],
  candidaturas: [],
  visualizacoes: { recebidas: 0, feitas: 7 },
  ...over,
});

describe('/admin/usuarios', () => {
  it('searches by text and type', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/v1/admin/usuarios': (_init, url) => {
        asked.push(url.search);
        return json({ items: [clinic()], total: 1, page: 1, size: 20 });
      },
    });
    renderPage(UsersPage, '/admin/usuarios');
    expect(await screen.findByText('norte@clinica.com.br')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tipo de conta'), { target: { value: 'clinica' } });
    fireEvent.change(screen.getByLabelText('Buscar por nome ou e-mail'), { target: { value: ' norte ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?tipo=clinica&q=norte&page=1&size=20'));
  });

  it('suspends a clinic only with a reason, then offers Reativar', async () => {
    let current = clinic();
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/v1/admin/usuarios': () => json({ items: [current], total: 1, page: 1, size: 20 }),
      'GET /api/v1/admin/usuarios/12': () => json(current),
      'POST /api/v1/admin/usuarios/12/suspender': (init) => {
        sent.push(JSON.parse(String(init.body)));
        current = clinic({
          suspenso: true,
          suspenso_em: '2026-11-25T12:00:00.000Z',
          motivo_suspensao: 'Vagas falsas.',
        });
        return json(current);
      },
    });
    renderPage(UsersPage, '/admin/usuarios');
    fireEvent.click(await screen.findByRole('button', { name: /Clínica Norte/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Clínica Norte' });
    expect(await within(dialog).findByText('ASB manhãs · Aberta · 2 candidaturas')).toBeTruthy();
    // The CNPJ and phone as people write them; the phone can be called.
    expect(within(dialog).getByText(/CNPJ 12\.345\.678\/0001-95/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '(95) 99999-0000' }).getAttribute('href')).toBe(
      'tel:+5595999990000',
    );
    expect(within(dialog).getByRole('button', { name: 'Verificar' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar suspensão' }));
    expect(await within(dialog).findByText('Informe o motivo da suspensão.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Motivo da suspensão/), {
      target: { value: 'Vagas falsas.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar suspensão' }));
    expect(await within(dialog).findByRole('button', { name: 'Reativar' })).toBeTruthy();
    expect(sent).toEqual([{ motivo: 'Vagas falsas.' }]);
    expect(within(dialog).getByText(/Motivo: Vagas falsas\./)).toBeTruthy();
  });
});
