import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { CandidateSignupPage } from './candidate-signup-page';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

async function fillValidForm() {
  await screen.findByLabelText('Nome completo');
  fill('Nome completo', 'Ana Souza');
  fill('E-mail', 'ana@exemplo.com');
  fill('Telefone', '11987654321');
  fill('CPF', '529.982.247-25');
  fill('Profissão', 'TSB');
  fill('Senha', 'Sorriso#Radiologia7');
  fill('Repita a senha', 'Sorriso#Radiologia7');
}

/** The text of the toasts on screen. */
const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((t) => t.textContent);

/** The error message tied to a field by aria-describedby. */
const fieldError = (label: string) => {
  const ids = screen.getByLabelText(label, { exact: true }).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' | ');
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

const created = {
  id: 12,
  nome: 'Ana Souza',
  email: 'ana@exemplo.com',
  telefone: '11987654321',
  cpf: '52998224725',
  dataNascimento: null,
  tipo_profissao: 'TSB',
  data_cadastro: '2025-01-01T00:00:00Z',
  tipo_usuario: 'candidato',
};

describe('candidate registration page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('links to the terms and the privacy policy and masks the phone', async () => {
    stubFetch({});
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await screen.findByLabelText('Telefone');
    expect(screen.getByRole('link', { name: 'Termos de Uso' }).getAttribute('href')).toBe('/termodeuso');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/politicaprivacidade',
    );
    fill('Telefone', '11987654321999');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
    fill('Telefone', '1133334444');
    expect((screen.getByLabelText('Telefone') as HTMLInputElement).value).toBe('(11) 3333-4444');
  });

  it('toasts the missing profession and the password mismatch, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    fill('Profissão', '');
    submit();
    await waitFor(() => expect(toasts()).toContain('Selecione sua profissão'));
    expect(fieldError('Profissão')).toBe('Selecione sua profissão');
    fill('Profissão', 'ASB');
    fill('Repita a senha', 'outra123');
    await screen.findByRole('button', { name: 'Cadastrar' });
    submit();
    await waitFor(() => expect(toasts()).toContain('As senhas não coincidem'));
    expect(fieldError('Repita a senha')).toBe('As senhas não coincidem');
    expect(screen.getByLabelText('Repita a senha', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('usuario_candidato'))).toBe(false);
  });

  it('toasts a problem once, however often the form is sent, and closes it when it is fixed', async () => {
    stubFetch({});
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    fill('Profissão', '');
    submit();
    await waitFor(() => expect(toasts()).toContain('Selecione sua profissão'));
    for (let again = 0; again < 2; again++) {
      await screen.findByRole('button', { name: 'Cadastrar' });
      submit();
    }
    await screen.findByRole('button', { name: 'Cadastrar' });
    // Toasts on their way out keep data-in="false" in jsdom.
    const showing = () =>
      [...document.querySelectorAll('.Toastify__toast[data-in="true"]')].map((t) => t.textContent);
    await waitFor(() => expect(showing()).toEqual(['Selecione sua profissão']));
    fill('Profissão', 'ASB');
    await waitFor(() => expect(showing()).toEqual([]));
  });

  it('shows the strength while typing and refuses a guessable password before calling the API', async () => {
    const fetchMock = stubFetch({});
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    expect(fieldError('Senha')).toContain('Use pelo menos 8 caracteres');
    await waitFor(() => expect(screen.getByTestId('forca-senha').textContent).toBe('Força da senha: forte'));
    expect(screen.getByTestId('forca-senha').getAttribute('aria-live')).toBe('polite');
    fill('Senha', 'AnaSouza2024');
    fill('Repita a senha', 'AnaSouza2024');
    await waitFor(() => expect(screen.getByTestId('forca-senha').textContent).toBe('Força da senha: fraca'));
    submit();
    await waitFor(() =>
      expect(fieldError('Senha')).toContain(
        'Senha muito fácil de adivinhar. Use uma frase ou misture palavras, números e símbolos.',
      ),
    );
    fill('Senha', '1234567');
    fill('Repita a senha', '1234567');
    submit();
    await waitFor(() => expect(fieldError('Senha')).toContain('A senha deve ter pelo menos 8 caracteres.'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('usuario_candidato'))).toBe(false);
  });

  it('toasts the 409 text and keeps what was typed', async () => {
    stubFetch({ 'POST /usuario_candidato/': () => json({ detail: 'CPF já cadastrado.' }, 409) });
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    submit();
    await waitFor(() => expect(toasts()).toContain('Candidato já cadastrado no sistema'));
    // The button reads 'Cadastrar' again once the refused request has settled (after its toast).
    const form = (await screen.findByRole('button', { name: 'Cadastrar' })).closest(
      'form',
    ) as HTMLFormElement;
    expect(form.querySelector('[role="alert"]')?.textContent).toBe('Candidato já cadastrado no sistema');
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Ana Souza');
  });

  it('places a 422 message on its field', async () => {
    stubFetch({
      'POST /usuario_candidato/': () =>
        json(
          { detail: "Campo 'cpf': CPF inválido.", errors: [{ field: 'cpf', message: 'CPF inválido.' }] },
          422,
        ),
    });
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    submit();
    await waitFor(() => expect(fieldError('CPF')).toBe('CPF inválido.'));
    expect(screen.getByLabelText('CPF').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('CPF'));
  });

  it('creates the account, signs in and goes on to the CV wizard with the form data', async () => {
    const fetchMock = stubFetch({
      'POST /usuario_candidato/': () => json(created, 201),
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () =>
        json({ id: 12, tipo_usuario: 'candidato', email: created.email, nome: 'Ana' }),
    });
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/cadastrar/curriculo');
    const state = JSON.parse(screen.getByTestId('state').textContent ?? 'null');
    expect(state).toMatchObject({ nome: 'Ana Souza', email: 'ana@exemplo.com', cpf: '52998224725', id: 12 });
    expect(state).not.toHaveProperty('senha');
    await waitFor(() => expect(toasts()).toContain('Candidato cadastrado com sucesso.'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/usuario_candidato/') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ telefone: '11987654321', tipo_profissao: 'TSB' });
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(localStorage.getItem('tipo_profissao')).toBe('TSB');
    expect(localStorage.getItem('usuario_id')).toBe('12');
  });

  it('prefills a first-time Google profile and sends its ID token', async () => {
    sessionStorage.setItem(
      'google_profile',
      JSON.stringify({ email: 'bia@gmail.com', nome: 'Bia Lima', fromGoogle: true, id_token: 'g.id.tok' }),
    );
    const fetchMock = stubFetch({ 'POST /usuario_candidato/': () => json({ detail: 'x' }, 500) });
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    expect(((await screen.findByLabelText('Nome completo')) as HTMLInputElement).value).toBe('Bia Lima');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('bia@gmail.com');
    fill('Telefone', '11987654321');
    fill('CPF', '529.982.247-25');
    fill('Profissão', 'TSB');
    fill('Senha', 'Sorriso#Radiologia7');
    fill('Repita a senha', 'Sorriso#Radiologia7');
    submit();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/usuario_candidato/')).toBe(true),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/usuario_candidato/') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'bia@gmail.com',
      google_id_token: 'g.id.tok',
    });
  });

  it('registers without the Google link when the server refuses the Google token', async () => {
    sessionStorage.setItem(
      'google_profile',
      JSON.stringify({ email: 'ana@exemplo.com', nome: 'Ana Souza', fromGoogle: true, id_token: 'g.id.tok' }),
    );
    const bodies: Record<string, unknown>[] = [];
    stubFetch({
      'POST /usuario_candidato/': (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return body.google_id_token
          ? json(
              {
                detail: "Campo 'google_id_token': Token do Google inválido.",
                code: 'auth.google_token_invalid',
                errors: [
                  { field: 'google_id_token', code: 'field.invalid', message: 'Token do Google inválido.' },
                ],
              },
              422,
            )
          : json(created, 201);
      },
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () => json({ id: 12, tipo_usuario: 'candidato', email: created.email }),
    });
    renderPage(CandidateSignupPage, '/cadastrar/candidato');
    await fillValidForm();
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/cadastrar/curriculo');
    expect(bodies.map((b) => 'google_id_token' in b)).toEqual([true, false]);
    expect(sessionStorage.getItem('google_profile')).toBeNull();
  });
});
