import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubFetch } from '../../test/page-test-utils';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const formAlert = () =>
  screen.getByRole('button', { name: 'Confirmar' }).closest('form')?.querySelector('[role="alert"]');

describe('forgot password page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const send = async (email: string) => {
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
  };

  it('asks for a valid e-mail before calling the API', async () => {
    const fetchMock = stubFetch({});
    renderPage(ForgotPasswordPage, '/recuperar_senha');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Esqueceu a senha?');
    await send('ana@');
    expect(await screen.findByText('Por favor, insira um e-mail válido.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('forgot'))).toBe(false);
  });

  it('sends the trimmed e-mail as a query and shows the neutral success text', async () => {
    const fetchMock = stubFetch({ 'POST /auth_reset/forgot-password': () => json({ detail: 'ok' }) });
    renderPage(ForgotPasswordPage, '/recuperar_senha');
    await send('  ana@exemplo.com ');
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
      ),
    ).toBeTruthy();
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('forgot')) ?? [];
    expect(String(url)).toBe('/auth_reset/forgot-password?email=ana%40exemplo.com');
  });

  it("shows the server's message, else the fallback", async () => {
    const detail = 'Por favor, insira um e-mail válido.';
    stubFetch({
      'POST /auth_reset/forgot-password': () =>
        json(
          {
            detail,
            code: 'validation.failed',
            errors: [{ field: 'email', code: 'field.invalid_format', message: detail }],
          },
          422,
        ),
    });
    renderPage(ForgotPasswordPage, '/recuperar_senha');
    await send('ana@exemplo.com');
    expect(await screen.findByText(detail)).toBeTruthy();
    cleanup();
    stubFetch({ 'POST /auth_reset/forgot-password': () => new Response('', { status: 500 }) });
    renderPage(ForgotPasswordPage, '/recuperar_senha');
    await send('ana@exemplo.com');
    expect(
      await screen.findByText(
        'Não foi possível enviar o e-mail de recuperação. Tente novamente em instantes.',
      ),
    ).toBeTruthy();
  });
});

describe('reset password page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the token is missing', async () => {
    stubFetch({});
    renderPage(ResetPasswordPage, '/trocar_senha');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Troque sua senha');
    expect(
      await screen.findByText('Token inválido ou expirado. Solicite a recuperação novamente.'),
    ).toBeTruthy();
  });

  it("greets a new administrator on the invitation's link, not as a password recovery", async () => {
    stubFetch({});
    renderPage(ResetPasswordPage, '/trocar_senha', '/trocar_senha?token=abc&convite=admin');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Crie sua senha de administrador',
    );
    expect(
      screen.getByText(/entre com este e-mail e a nova senha para abrir o painel administrativo/),
    ).toBeTruthy();
    expect(screen.queryByText(/serviços de assessoria/)).toBeNull();
  });

  it('requires the one password rule (8 characters, hard to guess), then changes it', async () => {
    const fetchMock = stubFetch({ 'POST /auth_reset/reset-password': () => json({ detail: 'ok' }) });
    renderPage(ResetPasswordPage, '/trocar_senha', '/trocar_senha?token=abc123');
    const input = await screen.findByLabelText('Nova Senha', { exact: true });
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeTruthy();
    expect(screen.queryByText(/6 caracteres/)).toBeNull();
    fireEvent.change(input, { target: { value: '1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('A senha deve ter pelo menos 8 caracteres.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'senha123' } });
    await waitFor(() => expect(screen.getByTestId('forca-senha').textContent).toBe('Força da senha: fraca'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText(
        'Senha muito fácil de adivinhar. Use uma frase ou misture palavras, números e símbolos.',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('reset-password'))).toBe(false);
    fireEvent.change(input, { target: { value: 'nova-senha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('Senha alterada com sucesso! Você já pode fazer login com a nova senha.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('reset-password')) ?? [];
    expect(String(url)).toBe('/auth_reset/reset-password?token=abc123&nova_senha=nova-senha');
  });

  it("shows the server's refusal", async () => {
    stubFetch({
      'POST /auth_reset/reset-password': () =>
        json({ detail: 'Token inválido ou expirado. Solicite a recuperação novamente.' }, 400),
    });
    renderPage(ResetPasswordPage, '/trocar_senha', '/trocar_senha?token=usado');
    fireEvent.change(await screen.findByLabelText('Nova Senha', { exact: true }), {
      target: { value: 'outra-senha' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(formAlert()?.textContent).toContain(
        'Token inválido ou expirado. Solicite a recuperação novamente.',
      ),
    );
  });
});
