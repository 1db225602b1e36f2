import { describe, expect, it } from 'vitest';
import { formatCnpj } from './documents';
import { formatPhone, phoneHref } from './phone';
import { countLabel, pluralWord } from './plural';

describe('countLabel', () => {
  it('uses the singular only for exactly one, and pt-BR digits', () => {
    expect(countLabel(1, 'candidatura', 'candidaturas')).toBe('1 candidatura');
    expect(countLabel(0, 'candidatura', 'candidaturas')).toBe('0 candidaturas');
    expect(countLabel(2, 'verificada', 'verificadas')).toBe('2 verificadas');
    expect(countLabel(1234, 'vaga encontrada', 'vagas encontradas')).toBe('1.234 vagas encontradas');
    expect(pluralWord(1, 'clínica viu', 'clínicas viram')).toBe('clínica viu');
  });
});

describe('display of stored documents and phones', () => {
  it('formats a CNPJ of 14 digits and leaves other text alone', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj(' 11.222.333/0001-81 ')).toBe('11.222.333/0001-81');
    expect(formatCnpj(' em registro ')).toBe('em registro');
  });

  it('formats a phone of 10 or 11 digits and links it', () => {
    expect(formatPhone('31988887777')).toBe('(31) 98888-7777');
    expect(formatPhone('3133334444')).toBe('(31) 3333-4444');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
    expect(phoneHref('(31) 98888-7777')).toBe('tel:+5531988887777');
    expect(phoneHref('')).toBeNull();
  });
});
