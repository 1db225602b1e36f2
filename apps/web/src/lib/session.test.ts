import { storedUserSchema } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getStoredUser,
  isClinicSession,
  isLoggedIn,
  readStoredUser,
  SESSION_EVENT,
  storeSession,
} from './session';

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
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

  it('reads the stored user as storedUserSchema does, without zod in the first chunk', () => {
    const records: unknown[] = [
      { id: 4, tipo_usuario: 'clinica', nome_fantasia: 'Alfa', extra: 1 },
      { id: '9', tipo_usuario: 'Clínica', email: 'a@b.br', nome: null },
      { id: 4.5, tipo_usuario: 'candidato' },
      { id: '', tipo_usuario: 'candidato' },
      { id: 1, tipo_usuario: '' },
      { id: 1, tipo_usuario: 'candidato', email: 3 },
      { id: 1, tipo_usuario: 'candidato', nome: 7 },
      [],
      'texto',
      null,
    ];
    for (const record of records) {
      const parsed = storedUserSchema.safeParse(record);
      expect(readStoredUser(record), JSON.stringify(record)).toEqual(parsed.success ? parsed.data : null);
    }
  });

  it('reads the stored user through its schema: a record that does not match is absent', () => {
    localStorage.setItem(
      'usuario',
      JSON.stringify({ id: 4, tipo_usuario: 'clinica', nome_fantasia: 'Alfa', extra: 1 }),
    );
    expect(getStoredUser()).toEqual({ id: 4, tipo_usuario: 'clinica', nome_fantasia: 'Alfa' });
    for (const broken of [
      '{',
      '"texto"',
      '[]',
      JSON.stringify({ id: 4 }),
      JSON.stringify({ tipo_usuario: 'candidato' }),
    ]) {
      localStorage.setItem('usuario', broken);
      expect(getStoredUser(), broken).toBeNull();
    }
    localStorage.setItem('usuario', JSON.stringify({ id: 4 }));
    localStorage.setItem('tipo_usuario', 'Clínica');
    expect(isClinicSession()).toBe(true);
  });
});
