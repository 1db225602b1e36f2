import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/session';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { CandidateWizardPage } from './candidate-wizard-page';

const WIZARD = '/cadastrar/curriculo';
const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

function signIn() {
  storeSession({ token: 'tok', user: { id: 7, tipo_usuario: 'candidato', email: 'ana@exemplo.com.br' } });
  localStorage.setItem('tipo_profissao', 'TSB');
}

const full = () =>
  json({ id: 7, email: 'ana@exemplo.com.br', telefone: '11987654321', tipo_profissao: 'TSB' });

// Rendering the wizard in jsdom on a busy machine is slow.
describe('candidate wizard, step by step', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('Prosseguir on an empty step 1 stays there, marks the level with its message and focuses it', async () => {
    stubFetch({ 'GET /api/v1/usuario_candidato/7/full': full });
    renderPage(CandidateWizardPage, WIZARD);
    await screen.findByText('Formação, Experiência e Endereço', { selector: 'h1' });
    fireEvent.click(button('Prosseguir'));
    const level = field('Nível de escolaridade');
    await waitFor(() => expect(level.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Selecione o nível de escolaridade.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(level));
    expect(heading().textContent).toBe('Formação, Experiência e Endereço');
    expect(document.body.textContent).not.toContain('formacoes.0');

    // Choosing the level clears the mark and lets the wizard move on.
    fireEvent.change(level, { target: { value: 'Técnico' } });
    await waitFor(() => expect(level.getAttribute('aria-invalid')).toBeNull());
    fireEvent.click(button('Prosseguir'));
    await waitFor(() => expect(heading().textContent).toBe('Informações Profissionais'));
  });

  it('a 422 from the server shows beside the field with its own label and a way back to its step', async () => {
    let sent: Record<string, unknown> | null = null;
    stubFetch({
      'GET /api/v1/usuario_candidato/7/full': full,
      'POST /api/v1/usuario_candidato/7/publicar': (init) => {
        sent = JSON.parse(String(init.body));
        return json(
          {
            detail: "Campo 'formacoes.0.curso': Use no máximo 200 caracteres.",
            errors: [{ field: 'formacoes.0.curso', message: 'Use no máximo 200 caracteres.' }],
          },
          422,
        );
      },
    });
    renderPage(CandidateWizardPage, WIZARD);
    await screen.findByText('Formação, Experiência e Endereço', { selector: 'h1' });
    fireEvent.change(field('Nível de escolaridade'), { target: { value: 'Técnico' } });
    fireEvent.change(field('Nome do curso'), { target: { value: 'Radiologia' } });
    fireEvent.click(button('Prosseguir'));
    await waitFor(() => expect(heading().textContent).toBe('Informações Profissionais'));
    fireEvent.click(button('Prosseguir'));
    await waitFor(() => expect(heading().textContent).toBe('Revise suas informações antes de publicar!'));
    fireEvent.click(screen.getByLabelText(/Autorizo a/));
    fireEvent.click(button('Publicar'));

    const summary = await screen.findByText('Nome do curso (Formação 1)');
    expect(sent).not.toBeNull();
    expect(summary.parentElement?.textContent).toContain('Use no máximo 200 caracteres.');
    expect(document.body.textContent).not.toContain('formacoes.0');
    await waitFor(() => expect((button('Publicar') as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(button('Corrigir'));
    await waitFor(() => expect(heading().textContent).toBe('Formação, Experiência e Endereço'));
    const course = field('Nome do curso');
    expect(course.getAttribute('aria-invalid')).toBe('true');
    expect(course.value).toBe('Radiologia');
    expect(screen.getByText('Use no máximo 200 caracteres.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(course));
  });

  it('keeps a draft on the device and offers to continue it', async () => {
    stubFetch({ 'GET /api/v1/usuario_candidato/7/full': full });
    renderPage(CandidateWizardPage, WIZARD);
    await screen.findByText('Formação, Experiência e Endereço', { selector: 'h1' });
    fireEvent.change(field('Nome do curso'), { target: { value: 'Radiologia' } });
    await waitFor(() => expect(localStorage.getItem('rascunho:curriculo:7')).toContain('Radiologia'));
    cleanup();

    renderPage(CandidateWizardPage, WIZARD);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuar rascunho' }));
    await waitFor(() => expect(field('Nome do curso').value).toBe('Radiologia'));
    expect(screen.queryByRole('button', { name: 'Continuar rascunho' })).toBeNull();
  });
});
