import { describe, expect, it } from 'vitest';
import { vagaInputSchema } from './job-postings';
import { maskReais, unusualSalaryWarning } from './salary';

describe('maskReais', () => {
  it('groups thousands as typed and keeps a decimal comma', () => {
    expect(maskReais('280000')).toBe('280.000');
    expect(maskReais('2')).toBe('2');
    expect(maskReais('3.5000')).toBe('35.000');
    expect(maskReais('3500,5')).toBe('3.500,5');
    expect(maskReais('3.500,567')).toBe('3.500,56');
    expect(maskReais('R$ 1200')).toBe('1.200');
    expect(maskReais('')).toBe('');
    expect(maskReais(',5')).toBe('0,5');
  });

  it('reads a point typed last, or a plain decimal point, as the comma', () => {
    expect(maskReais('3500.')).toBe('3.500,');
    expect(maskReais('3500.50')).toBe('3.500,50');
  });

  it('gives text the shared schema reads as the same number', () => {
    for (const [typed, reais] of [
      ['280000', 280_000],
      ['3500,5', 3500.5],
      ['3500.50', 3500.5],
    ] as const) {
      const parsed = vagaInputSchema.shape.salario_min.parse(maskReais(typed));
      expect(parsed).toBe(reais);
    }
  });
});

describe('unusualSalaryWarning', () => {
  it('asks about figures far outside the profession’s usual pay', () => {
    expect(unusualSalaryWarning('TSB', 280_000, 350_000)).toBe(
      'R$ 280.000 por mês está muito acima do habitual para TSB (em geral até R$ 9.000). Confira se o valor está certo, sem zeros a mais.',
    );
    expect(unusualSalaryWarning('Dentista Radiologista', 300, null)).toMatch(/muito abaixo do habitual/);
  });

  it('stays quiet for usual figures, no figure or an unknown profession', () => {
    expect(unusualSalaryWarning('TSB', 2_500, 3_500)).toBeNull();
    expect(unusualSalaryWarning('TSB', null, null)).toBeNull();
    expect(unusualSalaryWarning('', 280_000, null)).toBeNull();
  });
});
