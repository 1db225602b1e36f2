import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normalizeListExact } from '../form-values';
import { clinicCountSchema, clinicInfoSchema, clinicPublishSchema, exactTagListSchema } from './clinic-info';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('clinic lists', () => {
  it('splits comma-joined text with or without spaces, trims, drops blanks and exact repeats', () => {
    expect(exactTagListSchema.parse('Carestream,Vatech, Sirona ,,  ,Vatech,vatech')).toEqual([
      'Carestream',
      'Vatech',
      'Sirona',
      'vatech',
    ]);
    expect(exactTagListSchema.parse([' GE ', 'GE', '', 3])).toEqual(['GE', '3']);
    expect(exactTagListSchema.parse(null)).toEqual([]);
    expect(exactTagListSchema.parse(undefined)).toEqual([]);
    expect(normalizeListExact(['a', 'A', ' a'])).toEqual(['a', 'A']);
  });

  it('refuses objects and overlong items', () => {
    expect(exactTagListSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(exactTagListSchema.safeParse(['x'.repeat(201)]).success).toBe(false);
  });
});

describe('clinic counts', () => {
  it.each([
    ['', 0],
    [undefined, 0],
    [null, 0],
    ['abc', 0],
    [' 12 ', 12],
    [7, 7],
    [2.9, 2],
    ['2,5', 2],
    [true, 0],
  ])('%j → %d', (input, expected) => {
    expect(clinicCountSchema.parse(input)).toBe(expected);
  });

  it('refuses negatives and values over the maximum', () => {
    expect(messages(clinicCountSchema.safeParse(-1))).toEqual([': informe um número inteiro a partir de 0.']);
    expect(messages(clinicCountSchema.safeParse('100001'))).toEqual([': informe no máximo 100000.']);
  });
});

describe('clinicInfoSchema', () => {
  it('defaults every field: yes/no to no, lists empty, counts 0, text empty', () => {
    expect(clinicInfoSchema.parse({})).toEqual({
      aparelho_2_em_1: false,
      aparelho_3_em_1: false,
      aparelho_raiox_intraoral: false,
      scanner_intraoral: false,
      impressora_3d: false,
      marca_aparelho_2_em_1: [],
      marca_aparelho_3_em_1: [],
      marca_raiox_intraoral: [],
      marca_scanner_intraoral: [],
      marca_impressora_3d: [],
      qtd_funcionarios: 0,
      qtd_filiais: 0,
      laudos_realizados: [],
      rua: '',
      numero: '',
      cidade: '',
      estado: '',
      cep: '',
    });
  });

  it('a brand implies its equipment; yes/no accepts sim, true, 1', () => {
    const out = clinicInfoSchema.parse({
      aparelho_2_em_1: 'nao',
      marca_aparelho_2_em_1: 'Vatech',
      aparelho_3_em_1: 'sim',
      scanner_intraoral: 1,
      impressora_3d: 'true',
      aparelho_raiox_intraoral: '',
    });
    expect(out).toMatchObject({
      aparelho_2_em_1: true,
      aparelho_3_em_1: true,
      scanner_intraoral: true,
      impressora_3d: true,
      aparelho_raiox_intraoral: false,
    });
  });

  it('leaves bairro out when absent (the stored one is kept) and trims it when sent', () => {
    expect(clinicInfoSchema.parse({})).not.toHaveProperty('bairro');
    expect(clinicInfoSchema.parse({ bairro: null }).bairro).toBe('');
    expect(clinicInfoSchema.parse({ bairro: ' Savassi ' }).bairro).toBe('Savassi');
  });

  it('trims text, normalises CEP and state, drops id and nome_fantasia, keeps the owner', () => {
    const out = clinicInfoSchema.parse({
      id: 9,
      nome_fantasia: 'Clínica',
      usuario_clinica_id: '42',
      rua: '  Rua A ',
      bairro: ' Centro ',
      cep: '01310-100',
      estado: 'sp',
    });
    expect(out).toMatchObject({
      usuario_clinica_id: 42,
      rua: 'Rua A',
      bairro: 'Centro',
      cep: '01310100',
      estado: 'SP',
    });
    expect(out).not.toHaveProperty('id');
    expect(out).not.toHaveProperty('nome_fantasia');
  });

  it('refuses unknown fields, bad CEP and bad state', () => {
    expect(clinicInfoSchema.safeParse({ foo: 1 }).success).toBe(false);
    expect(messages(clinicInfoSchema.safeParse({ cep: '123' }))).toEqual([
      'cep: CEP inválido: informe 8 dígitos.',
    ]);
    expect(clinicInfoSchema.safeParse({ estado: 'XX' }).success).toBe(false);
    expect(clinicInfoSchema.safeParse({ usuario_clinica_id: 'abc' }).success).toBe(false);
  });
});

describe('publishing a clinic', () => {
  const address = {
    rua: 'Av. Paulista',
    numero: '1578',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'sp',
    cep: '01310-200',
  };

  it('requires the whole address, one message per missing field', () => {
    expect(messages(clinicPublishSchema.safeParse({ rua: '  ', estado: '' }))).toEqual([
      'rua: Informe a rua.',
      'numero: Informe o número.',
      'bairro: Informe o bairro.',
      'cidade: Informe a cidade.',
      'estado: Selecione o estado.',
      'cep: Informe o CEP.',
    ]);
  });

  it('accepts an address with every other answer left at its default', () => {
    const parsed = clinicPublishSchema.parse(address);
    expect(parsed).toMatchObject({
      estado: 'SP',
      cep: '01310200',
      qtd_funcionarios: 0,
      aparelho_2_em_1: false,
    });
  });

  it('the profile save (clinicInfoSchema) still accepts an empty record', () => {
    expect(clinicInfoSchema.safeParse({}).success).toBe(true);
  });
});
