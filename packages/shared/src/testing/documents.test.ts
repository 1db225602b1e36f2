import { describe, expect, it } from 'vitest';
import { isCnpj, isCpf } from '../documents';
import { cnpjOf, cpfOf, maskCnpj, maskCpf, randomCnpj, randomCpf } from './documents.js';

describe('test documents', () => {
  it('gives valid random CPFs and CNPJs', () => {
    for (let i = 0; i < 200; i++) {
      expect(isCpf(randomCpf())).toBe(true);
      expect(isCnpj(randomCnpj())).toBe(true);
    }
  });

  it('gives valid, distinct numbered CPFs and CNPJs (the bench seeds rely on it)', () => {
    expect(cpfOf(1)).toBe('10000000108');
    expect(cnpjOf(12345)).toBe('10012345000119');
    const cpfs = new Set([0, 1, 2, 123_456].map(cpfOf));
    expect(cpfs.size).toBe(4);
    for (const cpf of cpfs) expect(isCpf(cpf)).toBe(true);
    expect(isCnpj(cnpjOf(7))).toBe(true);
    expect(cnpjOf(7)).toMatch(/^100000070001\d\d$/);
  });

  it('masks them', () => {
    expect(maskCpf('10000000108')).toBe('100.000.001-08');
    expect(maskCnpj('12345678000195')).toBe('12.345.678/0001-95');
  });
});
