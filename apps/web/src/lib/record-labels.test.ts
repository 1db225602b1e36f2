import { describe, expect, it } from 'vitest';
import { displayValue, labelOf, recordRows } from './record-labels';

describe('labelOf', () => {
  it('gives the Portuguese label of known fields', () => {
    expect(labelOf('titulo_registrado_cro')).toBe('Título registrado no CRO');
    expect(labelOf('experiencia_esterilizacao')).toBe('Experiência com esterilização');
    expect(labelOf('experiencia_quais_convenios')).toBe('Convênios');
    expect(labelOf('nivel_informatica')).toBe('Nível de informática');
  });

  it('turns other snake_case and camelCase names into words', () => {
    expect(labelOf('data_de_inicio')).toBe('Data de inicio');
    expect(labelOf('quantidade_turnos')).toBe('Quantidade turnos');
    expect(labelOf('tempoDeCasa')).toBe('Tempo de casa');
    expect(labelOf('cro')).toBe('Cro');
    expect(labelOf('')).toBe('-');
  });
});

describe('displayValue', () => {
  it('shows booleans as Sim/Não, lists joined, and empty values as -', () => {
    expect(displayValue(true)).toBe('Sim');
    expect(displayValue(false)).toBe('Não');
    expect(displayValue(['Cfaz', ' Cdt '])).toBe('Cfaz, Cdt');
    expect(displayValue([])).toBe('-');
    expect(displayValue('')).toBe('-');
    expect(displayValue('  ')).toBe('-');
    expect(displayValue(null)).toBe('-');
    expect(displayValue(undefined)).toBe('-');
    expect(displayValue(2019)).toBe('2019');
    expect(displayValue('Avançado')).toBe('Avançado');
  });
});

describe('recordRows', () => {
  it('lists every field but ids, photo and portfolio, in order', () => {
    const rows = recordRows({
      id: 3,
      usuario_candidato_id: 3,
      foto: 'x.png',
      portfolio: ['a.pdf'],
      trabalhou_em_clinica: true,
      experiencia_quais_convenios: [],
      nivel_informatica: 'Básico',
    });
    expect(rows).toEqual([
      ['Trabalhou em clínica', 'Sim'],
      ['Convênios', '-'],
      ['Nível de informática', 'Básico'],
    ]);
  });
});
