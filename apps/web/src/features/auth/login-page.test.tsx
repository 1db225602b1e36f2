import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, SITE, stubFetch } from '../../test/page-test-utils';
import { LoginPage } from './login-page';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

describe('login page', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the fields, links and benefits, and no Google button without a client id', async () => {
    const fetchMock = stubFetch({});
    renderPage(LoginPage, '/login');
    expect(await screen.findByLabelText('E-mail ou CPF')).toBeTruthy();
    expect(screen.getByLabelText('Senha', { exact: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' }).getAttribute('href')).toBe(
      '/recuperar_senha',
    );
    expect(screen.getByRole('link', { name: 'Cadastre-se' }).getAttribute('href')).toBe('/cadastrar');
    expect(screen.queryAllByText('Em breve')).toHaveLength(0);
    // The site configuration has answered (no client id): still no Google button, and no 'ou'.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/v1/site'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continuar com Google' })).toBeNull();
    expect(screen.queryByText('ou')).toBeNull();
  });

  it('offers Google sign-in when the site has a client id', async () => {
    stubFetch({
      'GET /api/v1/site': () => json({ ...SITE, googleClientId: 'cid.apps.googleusercontent.com' }),
    });
    renderPage(LoginPage, '/login');
    expect(await screen.findByRole('button', { name: 'Continuar com Google' })).toBeTruthy();
  });

  it('asks for both fields', async () => {
    const fetchMock = stubFetch({});
    renderPage(LoginPage, '/login');
    await screen.findByLabelText('E-mail ou CPF');
    fill('E-mail ou CPF', 'ana@exemplo.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Preencha e-mail/CPF e senha.');
    expect(screen.getByLabelText('Senha', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/login'))).toBe(false);
  });

  it('says the credentials are invalid on 401', async () => {
    stubFetch({
      'POST /api/v1/usuarios/login': () => json({ detail: 'E-mail/CPF ou senha incorretos.' }, 401),
    });
    renderPage(LoginPage, '/login');
    await screen.findByLabelText('E-mail ou CPF');
    fill('E-mail ou CPF', 'ana@exemplo.com');
    fill('Senha', 'errada');
    submit();
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Credenciais inválidas.');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('sends an administrator to /admin', async () => {
    stubFetch({
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () =>
        json({
          id: 1,
          tipo_usuario: 'admin',
          email: 'adm@rxodonto.com.br',
          nome: 'Ana',
          nome_fantasia: null,
        }),
    });
    renderPage(LoginPage, '/login');
    await screen.findByLabelText('E-mail ou CPF');
    fill('E-mail ou CPF', 'adm@rxodonto.com.br');
    fill('Senha', 'segredo1');
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/admin');
    expect(localStorage.getItem('tipo_usuario')).toBe('admin');
  });

  it('stores the session and goes to /home', async () => {
    stubFetch({
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () =>
        json({ id: 3, tipo_usuario: 'candidato', email: 'a@b.com', nome: 'Ana' }),
    });
    const router = renderPage(LoginPage, '/login');
    await screen.findByLabelText('E-mail ou CPF');
    fill('E-mail ou CPF', '529.982.247-25');
    fill('Senha', 'segredo1');
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/home');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(localStorage.getItem('candidato')).toBe('3');
    expect(localStorage.getItem('tipo_usuario')).toBe('candidato');
  });

  it('after an expired session, says so and returns to the page of ?next=', async () => {
    sessionStorage.setItem('sessao_expirada', '/perfil2');
    stubFetch({
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () => json({ id: 7, tipo_usuario: 'clinica', email: 'c@d.com' }),
    });
    const router = renderPage(LoginPage, '/login', '/login?next=%2Fcandidatos%3Fpage%3D2');
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sua sessão expirou. Entre novamente para continuar.',
    );
    // Read once: a later visit of /login does not say it again.
    expect(sessionStorage.getItem('sessao_expirada')).toBeNull();
    fill('E-mail ou CPF', 'c@d.com');
    fill('Senha', 'segredo1');
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/candidatos');
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to the page remembered when the session expired, and never to another site', async () => {
    stubFetch({
      'POST /api/v1/usuarios/login': () => json({ access_token: 'tok', token_type: 'bearer' }),
      'GET /api/v1/usuarios/me': () => json({ id: 7, tipo_usuario: 'clinica', email: 'c@d.com' }),
    });
    sessionStorage.setItem('sessao_expirada', '/perfil2');
    renderPage(LoginPage, '/login', '/login?next=%2F%2Fevil.example');
    expect(await screen.findByText('Sua sessão expirou. Entre novamente para continuar.')).toBeTruthy();
    fill('E-mail ou CPF', 'c@d.com');
    fill('Senha', 'segredo1');
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/perfil2');
    cleanup();

    renderPage(LoginPage, '/login', '/login?next=https%3A%2F%2Fevil.example%2Fx');
    expect(screen.queryByText('Sua sessão expirou. Entre novamente para continuar.')).toBeNull();
    fill('E-mail ou CPF', 'c@d.com');
    fill('Senha', 'segredo1');
    submit();
    expect((await screen.findByTestId('pathname')).textContent).toBe('/home');
  });
});
