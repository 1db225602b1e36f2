import { describe, expect, it } from 'vitest';
import { cleanToken, isClinic, readToken } from './session';

describe('cleanToken', () => {
  it('keeps a plain token', () => expect(cleanToken('abc.def')).toBe('abc.def'));
  it('removes quotes', () => {
    expect(cleanToken('"abc"')).toBe('abc');
    expect(cleanToken("'abc'")).toBe('abc');
  });
  it('removes a Bearer prefix in any case', () => {
    expect(cleanToken('Bearer abc')).toBe('abc');
    expect(cleanToken('"bearer   abc"')).toBe('abc');
  });
  it('unwraps JSON objects and strings', () => {
    expect(cleanToken('{"access_token":"abc"}')).toBe('abc');
    expect(cleanToken('{"token":"Bearer xyz"}')).toBe('xyz');
    expect(cleanToken(JSON.stringify(JSON.stringify('abc')))).toBe('abc');
  });
  it('answers null for nothing usable', () => {
    expect(cleanToken(null)).toBeNull();
    expect(cleanToken('')).toBeNull();
    expect(cleanToken('""')).toBeNull();
    expect(cleanToken('{"other":1}')).toBeNull();
    expect(cleanToken('Bearer ')).toBeNull();
  });
});

describe('readToken', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });
  it('reads auth_token, then token, then access_token', () => {
    expect(readToken(storage({ auth_token: 'a', token: 'b' }))).toBe('a');
    expect(readToken(storage({ token: '"b"', access_token: 'c' }))).toBe('b');
    expect(readToken(storage({ auth_token: '""', access_token: 'Bearer c' }))).toBe('c');
    expect(readToken(storage({}))).toBeNull();
  });
});

describe('isClinic', () => {
  it.each([
    ['clinica', true],
    ['Clínica', true],
    ['CLÍNICA', true],
    ['CLINICA', true],
    ['usuario_clinica', true],
    ['candidato', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (value, expected) => expect(isClinic(value)).toBe(expected));
});
