import { describe, expect, it } from 'vitest';
import { orderProfessionalRecord } from './professional-order';

describe('orderProfessionalRecord', () => {
  it("puts the fields in the form's order for the profession, unknown ones last", () => {
    const record = {
      nivel_informatica: 'Básico',
      extra: 1,
      titulo_registrado_cro: true,
      trabalha_com_2d: false,
    };
    expect(Object.keys(orderProfessionalRecord(record, 'Dentista Radiologista') ?? {})).toEqual([
      'titulo_registrado_cro',
      'trabalha_com_2d',
      'nivel_informatica',
      'extra',
    ]);
  });

  it('keeps the record as it is for an unknown profession, and null as null', () => {
    const record = { b: 1, a: 2 };
    expect(orderProfessionalRecord(record, '')).toBe(record);
    expect(orderProfessionalRecord(null, 'TSB')).toBeNull();
  });
});
