import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, PROFESSIONS, recordOfProfession, STATES, UFS } from './catalogues';

describe('catalogues', () => {
  it('has the 27 federative units, AC to TO, DF included, without repeats', () => {
    expect(STATES).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(UFS).toContain('DF');
    expect(UFS[0]).toBe('AC');
    expect(UFS.at(-1)).toBe('TO');
  });
  it('has the six professions and twelve education levels of the spec', () => {
    expect(PROFESSIONS).toEqual([
      'Dentista Radiologista',
      'TSB',
      'ASB',
      'Tecnólogo',
      'Técnico',
      'Recepcionista',
    ]);
    expect(EDUCATION_LEVELS).toHaveLength(12);
  });
  it('maps ASB to the technologist record (the intended behaviour, not the ABS defect)', () => {
    expect(recordOfProfession('ASB')).toBe('tecnico');
    expect(recordOfProfession('TSB')).toBe('tecnico');
    expect(recordOfProfession('Dentista Radiologista')).toBe('radiologista');
    expect(recordOfProfession('Recepcionista')).toBe('recepcionista');
    expect(recordOfProfession('ABS')).toBeNull();
  });
});
