import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTAGE_MESSAGE } from '../../lib/user-message';
import { ProposalDialog } from './proposal-dialog';

function renderDialog(servico?: number) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProposalDialog servico={servico} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

function fillValid() {
  fill('Nome', 'Paula Souza');
  fill('E-mail', 'paula@example.com');
  fill('Telefone', '11987654321');
  fill('Mensagem', 'Queremos um diagnóstico completo da clínica.');
  fireEvent.click(screen.getByRole('checkbox'));
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitação' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Solicitar proposta form', () => {
  it('preselects the service and sends the checked request', async () => {
    const fetchMock = vi.fn(async () => jsonAnswer(201, { id: 7, detail: 'Recebemos sua solicitação!' }));
    vi.stubGlobal('fetch', fetchMock);
    renderDialog(5);
    expect((screen.getByLabelText('Serviço') as HTMLSelectElement).value).toBe('5');
    expect(screen.getByLabelText('Telefone')).toHaveProperty('value', '');
    fillValid();
    expect(screen.getByLabelText('Telefone')).toHaveProperty('value', '(11) 98765-4321');
    send();
    expect(
      await screen.findByText('Recebemos sua solicitação! Entraremos em contato em breve.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/contatos');
    expect(JSON.parse(String(init.body))).toEqual({
      nome: 'Paula Souza',
      email: 'paula@example.com',
      telefone: '11987654321',
      clinica: '',
      servico: 5,
      mensagem: 'Queremos um diagnóstico completo da clínica.',
      consentimento: true,
    });
  });

  it('asks for a service when none was clicked, without sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderDialog();
    fillValid();
    send();
    expect(await screen.findByText('Escolha um dos serviços da RX Odonto.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refused fields beside them", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonAnswer(422, {
          detail: 'Dados inválidos.',
          errors: [{ field: 'email', message: 'E-mail recusado.' }],
        }),
      ),
    );
    renderDialog(1);
    fillValid();
    send();
    expect(await screen.findByText('E-mail recusado.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it("says the rate limit's message, and the outage message when the server is away", async () => {
    const tooMany =
      'Muitas solicitações enviadas a partir deste endereço. Aguarde e tente novamente mais tarde.';
    const fetchMock = vi.fn(async () => jsonAnswer(429, { detail: tooMany }));
    vi.stubGlobal('fetch', fetchMock);
    renderDialog(1);
    fillValid();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(OUTAGE_MESSAGE));
  });
});
