import { toBool, toList } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  clinicFormFrom,
  clinicPayload,
  EQUIPMENT,
  emptyClinicForm,
  toCount,
  withBrands,
  withEquipment,
} from './clinic-form';

const [twoInOne, , intraoral] = EQUIPMENT as [
  (typeof EQUIPMENT)[number],
  (typeof EQUIPMENT)[number],
  (typeof EQUIPMENT)[number],
];

describe('clinic form normalisation', () => {
  it('starts with every equipment at Não, empty lists and empty counts', () => {
    const form = emptyClinicForm();
    for (const e of EQUIPMENT) {
      expect(form[e.flag]).toBe(false);
      expect(form[e.brands]).toEqual([]);
    }
    expect(form.qtd_funcionarios).toBe('');
    expect(form.laudos_realizados).toEqual([]);
    expect(form.estado).toBe('');
  });

  it('reads yes/no words, comma-joined brands and implies the equipment from its brands', () => {
    const form = clinicFormFrom({
      aparelho_2_em_1: 'sim',
      aparelho_3_em_1: 'nao',
      aparelho_raiox_intraoral: null,
      marca_raiox_intraoral: 'Kavo Focus, Gnatus Timex 70,,Kavo Focus',
      scanner_intraoral: 'true',
      impressora_3d: 1,
      qtd_funcionarios: 12,
      qtd_filiais: 'abc',
      laudos_realizados: 'Central de laudos',
      estado: 'sp',
      cep: '01310100',
    });
    expect(form.aparelho_2_em_1).toBe(true);
    expect(form.aparelho_3_em_1).toBe(false);
    expect(form.aparelho_raiox_intraoral).toBe(true);
    expect(form.marca_raiox_intraoral).toEqual(['Kavo Focus', 'Gnatus Timex 70']);
    expect(form.scanner_intraoral).toBe(true);
    expect(form.impressora_3d).toBe(true);
    expect(form.qtd_funcionarios).toBe('12');
    expect(form.qtd_filiais).toBe('0');
    expect(form.laudos_realizados).toEqual(['Central de laudos']);
    expect(form.estado).toBe('SP');
  });

  it('adding a brand sets the equipment to Sim; answering Não clears the brands', () => {
    const withBrand = withBrands(emptyClinicForm(), twoInOne, ['Vatech']);
    expect(withBrand.aparelho_2_em_1).toBe(true);
    expect(withBrand.marca_aparelho_2_em_1).toEqual(['Vatech']);
    // Removing every brand keeps the answer given.
    expect(withBrands(withBrand, twoInOne, []).aparelho_2_em_1).toBe(true);
    const cleared = withEquipment(withBrand, twoInOne, false);
    expect(cleared.aparelho_2_em_1).toBe(false);
    expect(cleared.marca_aparelho_2_em_1).toEqual([]);
  });

  it('builds the payload: counts as numbers (0 when empty or not a number), trimmed text, brands imply yes', () => {
    const form = {
      ...emptyClinicForm(),
      qtd_funcionarios: ' 7 ',
      qtd_filiais: '',
      rua: '  Rua das Flores ',
      estado: 'rj',
      cep: '20040-002',
      laudos_realizados: ['Central de laudos', ' Central de laudos ', 'Outro jeito'],
      // A brand with the yes/no at no (an older client's record).
      aparelho_raiox_intraoral: false,
      marca_raiox_intraoral: ['Kavo Focus', 'kavo focus'],
    };
    const payload = clinicPayload(form, 42);
    expect(payload.usuario_clinica_id).toBe(42);
    expect(payload.qtd_funcionarios).toBe(7);
    expect(payload.qtd_filiais).toBe(0);
    expect(payload.rua).toBe('Rua das Flores');
    expect(payload.estado).toBe('RJ');
    expect(payload.cep).toBe('20040002');
    expect(payload.laudos_realizados).toEqual(['Central de laudos', 'Outro jeito']);
    // Lists compare exactly: differently cased brands both stay.
    expect(payload[intraoral.brands]).toEqual(['Kavo Focus', 'kavo focus']);
    expect(payload[intraoral.flag]).toBe(true);
    expect(payload.aparelho_2_em_1).toBe(false);
  });

  it('coerces single values', () => {
    expect(toBool('SIM')).toBe(true);
    expect(toBool('')).toBe(false);
    expect(toBool(undefined)).toBe(false);
    expect(toCount('3.5')).toBe(0);
    expect(toCount('-2')).toBe(0);
    expect(toCount(5)).toBe(5);
    expect(toList(null)).toEqual([]);
    expect(toList(['a', ' a', 'b', ''])).toEqual(['a', 'b']);
  });
});
