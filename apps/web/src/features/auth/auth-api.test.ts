import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  extractToken,
  LOGIN_MESSAGES,
  loginErrorMessage,
  MissingTokenError,
  normalizeIdentifier,
  signIn,
} from './auth-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('extractToken', () => {
  it('accepts a plain string answer, cleaned', () => {
    expect(extractToken('abc.def')).toBe('abc.def');
    expect(extractToken('"Bearer abc.def"')).toBe('abc.def');
  });

  it('accepts token, access_token or jwt fields', () => {
    expect(extractToken({ token: 't1' })).toBe('t1');
    expect(extractToken({ access_token: 't2', token_type: 'bearer' })).toBe('t2');
    expect(extractToken({ jwt: 't3' })).toBe('t3');
  });

  it('answers null when no token is there', () => {
    expect(extractToken({ accessToken: 'x' })).toBeNull();
    expect(extractToken({ token: '' })).toBeNull();
    expect(extractToken(null)).toBeNull();
    expect(extractToken(42)).toBeNull();
    expect(extractToken('  ')).toBeNull();
  });

  it('takes other keys when asked (the Google answer)', () => {
    expect(extractToken({ accessToken: 'g' }, ['access_token', 'token', 'jwt', 'accessToken'])).toBe('g');
  });
});

describe('loginErrorMessage', () => {
  it('maps 401 and 422 to the invalid credentials text', () => {
    expect(loginErrorMessage(new ApiError({ status: 401, detail: 'x' }))).toBe('Credenciais inválidas.');
    expect(loginErrorMessage(new ApiError({ status: 422, detail: 'x' }))).toBe('Credenciais inválidas.');
  });

  it("shows the server's text on 429 and the generic text otherwise", () => {
    expect(loginErrorMessage(new ApiError({ status: 429, detail: 'Muitas tentativas.' }))).toBe(
      'Muitas tentativas.',
    );
    expect(loginErrorMessage(new ApiError({ status: 500, detail: 'boom' }))).toBe(
      'Falha ao fazer login. Tente novamente.',
    );
    expect(loginErrorMessage(new ApiError({ status: 0, detail: null, kind: 'network' }))).toBe(
      'Falha ao fazer login. Tente novamente.',
    );
    expect(loginErrorMessage(new MissingTokenError(LOGIN_MESSAGES.noToken))).toBe('Token não retornado.');
  });
});

describe('normalizeIdentifier', () => {
  it('sends a masked CPF as digits and an e-mail as typed', () => {
    expect(normalizeIdentifier(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeIdentifier(' Ana@Exemplo.com ')).toBe('Ana@Exemplo.com');
  });
});

describe('signIn', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('stores the token, the user and the account items', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ access_token: 'tok', token_type: 'bearer' }))
      .mockResolvedValueOnce(json({ id: 7, tipo_usuario: 'clinica', email: 'c@x.com', nome_fantasia: 'C' }));
    await signIn('c@x.com', 'segredo');
    const [loginUrl, loginInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(loginUrl).toBe('/api/v1/usuarios/login');
    expect(JSON.parse(String(loginInit.body))).toEqual({ email: 'c@x.com', senha: 'segredo' });
    const [meUrl, meInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(meUrl).toBe('/api/v1/usuarios/me');
    expect(new Headers(meInit.headers).get('Authorization')).toBe('Bearer tok');
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('usuario') ?? '{}')).toMatchObject({ id: 7 });
    expect(localStorage.getItem('usuario_id')).toBe('7');
    expect(localStorage.getItem('tipo_usuario')).toBe('clinica');
    expect(localStorage.getItem('clinica')).toBe('7');
    expect(localStorage.getItem('candidato')).toBeNull();
  });

  it('refuses an answer without a token and stores nothing', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: true }));
    await expect(signIn('a@b.com', 'x')).rejects.toThrow('Token não retornado.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });
});
