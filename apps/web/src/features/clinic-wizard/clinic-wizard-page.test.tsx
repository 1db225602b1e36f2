import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/session';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { ClinicWizardPage } from './clinic-wizard-page';

const WIZARD = '/cadastrar/etapas-clinica';
const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const full = () =>
  json({
    id: 5,
    nome_fantasia: 'Clínica Sorriso',
    cnpj: '11222333000181',
    telefone: '1133334444',
    email: 'c@s.br',
  });

function fillAddress() {
  fill('Rua', 'Avenida Paulista');
  fill('Número', '1578');
  fill('Bairro', 'Bela Vista');
  fill('Cidade', 'São Paulo');
  fill('Estado', 'SP');
  fill('CEP', '01310-200');
}

// The clinic form is long (five equipment lists); rendering it in jsdom on a busy machine is slow.
describe('clinic wizard, checked before it moves on', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    storeSession({ token: 'tok', user: { id: 5, tipo_usuario: 'clinica', email: 'c@s.br' } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Prosseguir with an empty address stays on step 1, marks each address field and focuses the CEP (the first)', async () => {
    stubFetch({ 'GET /api/v1/usuario_clinica/5/full': full });
    renderPage(ClinicWizardPage, WIZARD);
    await screen.findByText('Informações da Clínica', { selector: 'h1' });
    fireEvent.click(button('Prosseguir'));
    await waitFor(() => expect(field('Rua').getAttribute('aria-invalid')).toBe('true'));
    for (const [label, message] of [
      ['Rua', 'Informe a rua.'],
      ['Número', 'Informe o número.'],
      ['Bairro', 'Informe o bairro.'],
      ['Cidade', 'Informe a cidade.'],
      ['Estado', 'Selecione o estado.'],
      ['CEP', 'Informe o CEP.'],
    ]) {
      expect(field(label as string).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText(message as string)).toBeTruthy();
    }
    // Counts and equipment are not required: no mark on them.
    expect(field('Número de funcionários').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('CEP')));
    expect(heading().textContent).toBe('Informações da Clínica');

    fillAddress();
    await waitFor(() => expect(screen.queryByText('Informe a rua.')).toBeNull());
    fireEvent.click(button('Prosseguir'));
    await waitFor(() =>
      expect(heading().textContent).toBe('Revise as informações da clínica antes de terminar!'),
    );
  });

  it('a 422 from the server shows beside the field with its label, reached from the review', async () => {
    stubFetch({
      'GET /api/v1/usuario_clinica/5/full': full,
      'POST /api/v1/infos_clinica/': () =>
        json(
          {
            detail: "Campo 'numero': Use no máximo 20 caracteres.",
            errors: [{ field: 'numero', message: 'Use no máximo 20 caracteres.' }],
          },
          422,
        ),
    });
    renderPage(ClinicWizardPage, WIZARD);
    await screen.findByText('Informações da Clínica', { selector: 'h1' });
    fillAddress();
    fireEvent.click(button('Prosseguir'));
    await screen.findByText('Revise as informações da clínica antes de terminar!', { selector: 'h1' });
    fireEvent.click(button('Publicar'));

    const fix = await screen.findByRole('button', { name: 'Corrigir' });
    expect(fix.closest('li')?.textContent).toBe('Número: Use no máximo 20 caracteres. — Corrigir');
    await waitFor(() => expect((button('Publicar') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button('Corrigir'));
    await waitFor(() => expect(heading().textContent).toBe('Informações da Clínica'));
    expect(field('Número').getAttribute('aria-invalid')).toBe('true');
    expect(field('Número').value).toBe('1578');
    expect(screen.getByText('Use no máximo 20 caracteres.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Número')));
  });
});
