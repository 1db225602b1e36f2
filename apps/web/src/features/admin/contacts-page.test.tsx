import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { ContactsPage } from './contacts-page';
import { contato, signInAs } from './test-data';

beforeEach(() => signInAs('admin'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/admin/contatos', () => {
  it('filters by status and service through the URL', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/v1/admin/contatos': (_init, url) => {
        asked.push(url.search);
        return json({ items: [contato()], total: 1, page: 1, size: 20 });
      },
    });
    renderPage(ContactsPage, '/admin/contatos', '/admin/contatos?status=novo');
    expect(await screen.findByText('Dra. Helena Prado')).toBeTruthy();
    expect(asked.at(-1)).toBe('?status=novo&page=1&size=20');
    fireEvent.change(screen.getByLabelText('Serviço'), { target: { value: '3' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?status=novo&servico=3&page=1&size=20'));
  });

  it('moves a request to Em atendimento with a note', async () => {
    let sent: unknown = null;
    let current = contato();
    stubFetch({
      'GET /api/v1/admin/contatos': () => json({ items: [current], total: 1, page: 1, size: 20 }),
      'PATCH /api/v1/admin/contatos/5': (init) => {
        sent = JSON.parse(String(init.body));
        current = contato({
          status: 'em_atendimento',
          notas: [
            { texto: 'Reunião na quinta.', autor_id: 9, autor_nome: 'Ana', em: '2026-11-21T12:00:00.000Z' },
          ],
        });
        return json(current);
      },
    });
    renderPage(ContactsPage, '/admin/contatos');
    fireEvent.click(await screen.findByRole('button', { name: /Dra. Helena Prado/ }));
    const dialog = screen.getByRole('dialog', { name: 'Solicitação de Dra. Helena Prado' });
    expect(within(dialog).getByText('helena@exemplo.com.br')).toBeTruthy();
    // The lead's phone, formatted, to call or to open in WhatsApp.
    expect(within(dialog).getByRole('link', { name: '(11) 98765-4321' }).getAttribute('href')).toBe(
      'tel:+5511987654321',
    );
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/5511987654321',
    );
    expect(within(dialog).getByText('Nenhuma nota ainda.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Situação'), { target: { value: 'em_atendimento' } });
    fireEvent.change(within(dialog).getByLabelText(/Nova nota/), {
      target: { value: ' Reunião na quinta. ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Reunião na quinta.')).toBeTruthy();
    expect(sent).toEqual({ status: 'em_atendimento', nota: 'Reunião na quinta.' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Dra. Helena Prado/ }).textContent).toContain(
        'Em atendimento',
      ),
    );
  });

  it('asks for a change before saving', async () => {
    const patch = vi.fn();
    stubFetch({
      'GET /api/v1/admin/contatos': () => json({ items: [contato()], total: 1, page: 1, size: 20 }),
      'PATCH /api/v1/admin/contatos/5': patch,
    });
    renderPage(ContactsPage, '/admin/contatos');
    fireEvent.click(await screen.findByRole('button', { name: /Dra. Helena Prado/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Mude a situação ou escreva uma nota.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
  });
});
