import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoggedIn } from '../../../lib/session';
import { extractToken, GOOGLE_TOKEN_KEYS, logout, normalizeIdentifier, signIn } from './session';

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
    expect(extractToken({ accessToken: 'g' }, GOOGLE_TOKEN_KEYS)).toBe('g');
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

const ALL_KEYS = [
  'auth_token',
  'token',
  'access_token',
  'usuario',
  'usuario_id',
  'tipo_usuario',
  'candidato',
  'clinica',
  'tipo_profissao',
];

describe('logout', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('logout calls the API with the bearer token and clears every session key', async () => {
    for (const key of ALL_KEYS) localStorage.setItem(key, key === 'auth_token' ? '"Bearer abc"' : 'x');
    localStorage.setItem('unrelated', 'keep');
    await logout();
    for (const key of ALL_KEYS) expect(localStorage.getItem(key), key).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep');
    expect(isLoggedIn()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/usuarios/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('logout still clears the session when the API fails', async () => {
    localStorage.setItem('auth_token', 'abc');
    localStorage.setItem('usuario', '{}');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(logout()).resolves.toBeUndefined();
    expect(isLoggedIn()).toBe(false);

    localStorage.setItem('auth_token', 'abc');
    fetchMock.mockImplementation(async () => new Response('{"detail":"x"}', { status: 500 }));
    await logout();
    expect(isLoggedIn()).toBe(false);
  });

  it('logout without a token makes no API call', async () => {
    localStorage.setItem('usuario', '{"id":1}');
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isLoggedIn()).toBe(false);
  });
});
