import { describe, expect, it } from 'vitest';
import {
  currentMonthIndex,
  experienceDuration,
  experienceLabel,
  experienceMonths,
  experienceTime,
  monthIndex,
  periodMonths,
} from './experience';

const NOV_2026 = monthIndex('2026-11') as number;

describe('experienceDuration', () => {
  it('says years and months in Portuguese, singular only for one', () => {
    expect(experienceDuration(80)).toBe('6 anos e 8 meses');
    expect(experienceDuration(12)).toBe('1 ano');
    expect(experienceDuration(13)).toBe('1 ano e 1 mês');
    expect(experienceDuration(24)).toBe('2 anos');
    expect(experienceDuration(8)).toBe('8 meses');
    expect(experienceDuration(1)).toBe('1 mês');
    expect(experienceDuration(0)).toBe('menos de 1 mês');
  });

  it("makes the card's line, and nothing without dated experience", () => {
    expect(experienceLabel(80)).toBe('6 anos e 8 meses de experiência');
    expect(experienceLabel(0)).toBe('Menos de 1 mês de experiência');
    expect(experienceLabel(null)).toBeNull();
  });
});

describe('the months of experience', () => {
  it('count a period from its start month to its end month inclusive', () => {
    expect(periodMonths({ inicio: '2018-03', fim: '2018-03', trabalho_atual: false }, NOV_2026)).toBe(1);
    expect(periodMonths({ inicio: '2018-03', fim: '2024-10', trabalho_atual: false }, NOV_2026)).toBe(80);
  });

  it('count a current job until the month before the current one', () => {
    expect(periodMonths({ inicio: '2020-03', fim: null, trabalho_atual: true }, NOV_2026)).toBe(80);
    expect(periodMonths({ inicio: '2026-11', trabalho_atual: true }, NOV_2026)).toBe(0);
  });

  it('ignore experiências without a usable period', () => {
    expect(periodMonths({ inicio: null, fim: '2020-01' }, NOV_2026)).toBeNull();
    expect(periodMonths({ inicio: '2020-01', fim: null, trabalho_atual: false }, NOV_2026)).toBeNull();
    expect(periodMonths({ inicio: '2020-05', fim: '2020-01' }, NOV_2026)).toBeNull();
    expect(periodMonths({ inicio: '2020-13', fim: '2021-01' }, NOV_2026)).toBeNull();
  });

  it('add the running stretch to the stored months', () => {
    expect(experienceMonths({ meses: null, desde: null }, NOV_2026)).toBeNull();
    expect(experienceMonths({ meses: 14, desde: null }, NOV_2026)).toBe(14);
    expect(experienceMonths({ meses: 0, desde: monthIndex('2020-03') }, NOV_2026)).toBe(80);
    expect(experienceMonths({ meses: 5, desde: NOV_2026 + 2 }, NOV_2026)).toBe(5);
  });

  it("show a dated experiência's own duration, and the typed text only without a period", () => {
    const typed = '6 anos e 8 meses';
    expect(
      experienceTime({ inicio: '2018-03', trabalho_atual: true, tempo_experiencia: typed }, NOV_2026),
    ).toBe('8 anos e 8 meses');
    expect(experienceTime({ inicio: null, fim: null, tempo_experiencia: typed }, NOV_2026)).toBe(typed);
  });

  it('take the current month in Brasília time', () => {
    // 02:00 UTC on 1 December is still 30 November in Brasília (UTC−3).
    expect(currentMonthIndex(new Date('2026-12-01T02:00:00Z'))).toBe(NOV_2026);
    expect(currentMonthIndex(new Date('2026-12-01T03:00:00Z'))).toBe(NOV_2026 + 1);
  });
});
