import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { ClinicSignupPage } from './clinic-signup-page';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((t) => t.textContent);

async function fillValidForm() {
  await screen.findByLabelText('Nome fantasia');
  fill('Nome fantasia', 'Clínica Sorriso');
  fill('CNPJ', '11.222.333/0001-81');
  fill('Telefone', '1133334444');
  fill('E-mail', 'contato@sorriso.com.br');
  fill('Senha', 'Sorriso#Radiologia7');
  fill('Repita a senha', 'Sorriso#Radiologia7');
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

describe('clinic registration page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses different passwords with the clinic text', async () => {
    stubFetch({});
    renderPage(ClinicSignupPage, '/cadastrar/clinica');
    await fillValidForm();
    fill('Repita a senha', 'outra');
    submit();
    await waitFor(() => expect(toasts()).toContain('As senhas não coincidem!'));
  });

  it('shows the strength while typing and refuses a guessable password', async () => {
    const fetchMock = stubFetch({});
    renderPage(ClinicSignupPage, '/cadastrar/clinica');
    await fillValidForm();
    fill('Senha', 'qwertyuiop');
    fill('Repita a senha', 'qwertyuiop');
    await waitFor(() => expect(screen.getByTestId('forca-senha').textContent).toBe('Força da senha: fraca'));
    submit();
    expect(
      await screen.findByText(
        'Senha muito fácil de adivinhar. Use uma frase ou misture palavras, números e símbolos.',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('usuario_clinica'))).toBe(false);
  });

  it('toasts the 409 text', async () => {
    stubFetch({ 'POST /usuario_clinica/': () => json({ detail: 'CNPJ já cadastrado.' }, 409) });
    renderPage(ClinicSignupPage, '/cadastrar/clinica');
    await fillValidForm();
    submit();
    await waitFor(() => expect(toasts()).toContain('Clínica já cadastrada no sistema'));
    expect((screen.getByLabelText('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
  });

  it('creates the clinic, signs in and goes on to its wizard without the passwords', async () => {
    const created = {
      id: 5,
      nome_fantasia: 'Clínica Sorriso',
      cnpj: '11222333000181',
      telefone: '1133334444',
      email: 'contato@sorriso.com.br',
      tipo_usuario: 'clinica',
    };
    stubFetch({
      'POST /usuario_clinica/': () => json(created, 201),
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () => json({ id: 5, tipo_usuario: 'clinica', email: created.email }),
    });
    renderPage(ClinicSignupPage, '/cadastrar/clinica');
    await fillValidForm();
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/cadastrar/etapas-clinica');
    const state = JSON.parse(screen.getByTestId('state').textContent ?? 'null');
    expect(state).toMatchObject({
      nome_fantasia: 'Clínica Sorriso',
      cnpj: '11222333000181',
      email: created.email,
    });
    expect(state).not.toHaveProperty('senha');
    expect(state).not.toHaveProperty('confirmarSenha');
    await waitFor(() => expect(toasts()).toContain('Clinica cadastrada com sucesso.'));
    expect(localStorage.getItem('tipo_usuario')).toBe('clinica');
    expect(localStorage.getItem('clinica')).toBe('5');
  });

  it('shows a 422 beside its field, focused, and lets the form be sent again', async () => {
    const fetchMock = stubFetch({
      'POST /usuario_clinica/': () =>
        json(
          {
            detail: "Campo 'email': E-mail já usado por outra conta.",
            errors: [{ field: 'email', message: 'E-mail já usado por outra conta.' }],
          },
          422,
        ),
    });
    renderPage(ClinicSignupPage, '/cadastrar/clinica');
    await fillValidForm();
    submit();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'E-mail já usado por outra conta.',
    );
    expect(document.activeElement).toBe(email);
    expect(screen.getByLabelText('CNPJ').getAttribute('aria-invalid')).not.toBe('true');
    // The button is usable again: a second try sends the form again.
    fireEvent.change(email, { target: { value: 'outro@sorriso.com.br' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/usuario_clinica/')).toHaveLength(2),
    );
  });
});
