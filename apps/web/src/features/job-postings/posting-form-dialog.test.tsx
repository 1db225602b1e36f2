import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PostingFormDialog } from './posting-form-dialog';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PostingFormDialog vaga={null} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

/** Every required field of a TSB posting in Campinas. */
function fillRequired() {
  fill('Título da vaga', 'TSB para clínica');
  fill('Profissão', 'TSB');
  fill('Tipo de contrato', 'CLT');
  fill('Estado', 'SP');
  fill('Cidade', 'Campinas');
  fill('Jornada', 'Integral');
  fill('Descrição', 'Atendimento e radiografias.');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Nova vaga form', () => {
  it('checks the fields with the shared schema before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar vaga' }));
    expect(await screen.findByText('Informe o título da vaga.')).toBeTruthy();
    expect(screen.getByText('Selecione a profissão.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors beside their fields", async () => {
    const fetchMock = vi.fn(async () =>
      jsonAnswer(422, {
        detail: 'Dados inválidos.',
        errors: [{ field: 'cidade', message: 'Cidade recusada.' }],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar vaga' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ titulo: 'TSB para clínica', estado: 'SP' });
    expect(await screen.findByText('Cidade recusada.')).toBeTruthy();
  });

  it('asks once about a salary far outside the profession’s usual pay, formatting it as typed', async () => {
    const fetchMock = vi.fn(async () => jsonAnswer(201, { id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fillRequired();
    fill('Salário mínimo', '280000');
    fill('Salário máximo', '350000');
    fireEvent.click(screen.getByLabelText('Exibir o salário na vaga'));
    expect((screen.getByLabelText('Salário mínimo', { exact: false }) as HTMLInputElement).value).toBe(
      '280.000',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publicar vaga' }));
    expect(
      await screen.findByText(
        /R\$ 280\.000 por mês está muito acima do habitual para TSB .* clique em “Publicar vaga” de novo\./,
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // Sent again as it is: the clinic meant it.
    fireEvent.click(screen.getByRole('button', { name: 'Publicar vaga' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ salario_min: 280_000, salario_max: 350_000 });
  });
});
