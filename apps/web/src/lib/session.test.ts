import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getStoredUser,
  isClinicSession,
  isLoggedIn,
  logout,
  SESSION_EVENT,
  storeSession,
} from './session';

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

describe('session', () => {
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

  it('is logged in when auth_token or usuario is stored, not otherwise', () => {
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('token', 'only-the-alias');
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem('auth_token', 't');
    expect(isLoggedIn()).toBe(true);
    localStorage.removeItem('auth_token');
    localStorage.setItem('usuario', '{"id":1}');
    expect(isLoggedIn()).toBe(true);
  });

  it('stores a candidate session', () => {
    storeSession({ token: 'tok', user: { id: 7, tipo_usuario: 'candidato', email: 'c@x.com' } });
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('usuario') ?? 'null')).toEqual({
      id: 7,
      tipo_usuario: 'candidato',
      email: 'c@x.com',
    });
    expect(localStorage.getItem('usuario_id')).toBe('7');
    expect(localStorage.getItem('tipo_usuario')).toBe('candidato');
    expect(localStorage.getItem('candidato')).toBe('7');
    expect(localStorage.getItem('clinica')).toBeNull();
    expect(isLoggedIn()).toBe(true);
    expect(isClinicSession()).toBe(false);
    expect(getStoredUser()?.email).toBe('c@x.com');
  });

  it('stores a clinic session under clinica and drops a stale candidato', () => {
    localStorage.setItem('candidato', '3');
    storeSession({ token: 'tok', user: { id: 'u9', tipo_usuario: 'Clínica' } });
    expect(localStorage.getItem('clinica')).toBe('u9');
    expect(localStorage.getItem('candidato')).toBeNull();
    expect(isClinicSession()).toBe(true);
  });

  it('announces changes in this tab', () => {
    const listener = vi.fn();
    window.addEventListener(SESSION_EVENT, listener);
    storeSession({ token: 't', user: { id: 1, tipo_usuario: 'candidato' } });
    clearSession();
    window.removeEventListener(SESSION_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(2);
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
