import { describe, expect, it } from 'vitest';
import { formatDate, formatSalary, professionMismatchNotice } from './display';

describe('formatDate', () => {
  it('shows the day in Brasília whatever the zone of the machine (server in UTC, browser anywhere)', () => {
    // 00:30 UTC on the 27th is 21:30 on the 26th in Brasília.
    expect(formatDate('2026-11-27T00:30:00.000Z')).toBe('26/11/2026');
    expect(formatDate('2026-11-27T03:00:00.000Z')).toBe('27/11/2026');
  });

  it('is empty for a missing or malformed date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('ontem')).toBe('');
  });
});

describe('formatSalary', () => {
  it('writes the range, the floor or the ceiling in reais', () => {
    expect(formatSalary(3000, 4500)).toBe('R$\u00a03.000 a R$\u00a04.500');
    expect(formatSalary(3000, null)).toBe('A partir de R$\u00a03.000');
    expect(formatSalary(null, 4500)).toBe('Até R$\u00a04.500');
    expect(formatSalary(null, null)).toBeNull();
  });
});

describe('professionMismatchNotice', () => {
  it('names both professions when the vaga is for another one, and says applying is still possible', () => {
    expect(professionMismatchNotice('TSB', 'Dentista Radiologista')).toBe(
      'Esta vaga é para TSB e seu perfil é de Dentista Radiologista. Você pode se candidatar mesmo assim.',
    );
  });

  it('says nothing when the professions match or the profile is unknown', () => {
    expect(professionMismatchNotice('TSB', 'TSB')).toBeNull();
    expect(professionMismatchNotice('TSB', null)).toBeNull();
  });
});
