import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetExpiredSession,
  loginPathReturningTo,
  readExpiredSession,
  rememberExpiredSession,
  safeReturnPath,
} from './session-expiry';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/perfil')).toBe('/perfil');
    expect(safeReturnPath('/candidatos?estados=SP&page=2#lista')).toBe('/candidatos?estados=SP&page=2#lista');
    expect(safeReturnPath('/perfil/../candidatos')).toBe('/candidatos');
  });

  it.each([
    null,
    undefined,
    '',
    'perfil',
    'https://evil.example/perfil',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?next=/perfil',
    `/${'a'.repeat(2_001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});

describe('the expired session', () => {
  afterEach(() => sessionStorage.clear());

  it('leads to /login naming the page to return to', () => {
    expect(loginPathReturningTo('/candidatos?page=2')).toBe('/login?next=%2Fcandidatos%3Fpage%3D2');
    expect(loginPathReturningTo('//evil.example')).toBe('/login');
  });

  it('is remembered for the login page until it is forgotten', () => {
    expect(readExpiredSession()).toBeNull();
    rememberExpiredSession('/perfil2');
    expect(readExpiredSession()).toBe('/perfil2');
    forgetExpiredSession();
    expect(readExpiredSession()).toBeNull();
  });
});
