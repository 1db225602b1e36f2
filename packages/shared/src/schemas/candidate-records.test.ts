import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CLINIC_3D_PRINTER_BRANDS,
  CLINIC_INTRAORAL_XRAY_MODELS,
  COMPUTER_LEVELS,
  RADIOLOGIST_2D_EXAMS,
  RADIOLOGIST_3D_EXAMS,
  RADIOLOGIST_3D_SOFTWARE,
  TECHNOLOGIST_2D_BRANDS,
  TECHNOLOGIST_3D_BRANDS,
  TECHNOLOGIST_SCANNER_BRANDS,
} from '../catalogues-professional';
import { normalizeList } from '../form-values';
import {
  candidatePublishSchema,
  cepSchema,
  completionYearSchema,
  enderecoSchema,
  experienciaSchema,
  formacaoSchema,
  PUBLISH_CONSENT_MESSAGE,
  publishPayloadSchemaFor,
  radiologistaSchema,
  recepcionistaSchema,
  stateSchema,
  tagListSchema,
  tecnicoSchema,
  yesNoSchema,
} from './candidate-records';

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('lists', () => {
  it('accepts an array or comma-joined text, trims, drops blanks and case-insensitive repeats', () => {
    expect(tagListSchema.parse('Cfaz, Proradis,  ,cfaz,Radiomemory (IDOC)')).toEqual([
      'Cfaz',
      'Proradis',
      'Radiomemory (IDOC)',
    ]);
    expect(tagListSchema.parse([' Medit ', 'MEDIT', '', 'iTero'])).toEqual(['Medit', 'iTero']);
    expect(tagListSchema.parse(undefined)).toEqual([]);
    expect(tagListSchema.parse(null)).toEqual([]);
    expect(tagListSchema.parse('')).toEqual([]);
    expect(normalizeList(['a', 'A', ' b '])).toEqual(['a', 'b']);
  });
  it('refuses other types and oversized items', () => {
    expect(tagListSchema.safeParse({ a: 1 }).success).toBe(false);
    expect(tagListSchema.safeParse([{}]).success).toBe(false);
    expect(messages(tagListSchema.safeParse(['x'.repeat(201)]))[0]).toContain('no máximo 200 caracteres');
    expect(tagListSchema.safeParse(Array.from({ length: 51 }, (_, i) => `item ${i}`)).success).toBe(false);
  });
});

describe('yes/no', () => {
  it.each([true, 'true', 'sim', 'Sim', 'SIM', 1, '1'])('%s is yes', (value) => {
    expect(yesNoSchema.parse(value)).toBe(true);
  });
  it.each([false, 'false', 'nao', 'não', 'Não', '', null, 0, '0'])('%s is no', (value) => {
    expect(yesNoSchema.parse(value)).toBe(false);
  });
  it('refuses other words and types', () => {
    expect(messages(yesNoSchema.safeParse('talvez'))).toEqual([': Responda Sim ou Não.']);
    expect(yesNoSchema.safeParse({}).success).toBe(false);
  });
});

describe('formação', () => {
  it('keeps the year of the completion date in its three forms', () => {
    for (const value of [2019, '2019', '2019-12-15', '15/12/2019', '2019-12-15T10:00:00Z']) {
      expect(completionYearSchema.parse(value)).toBe(2019);
    }
    expect(completionYearSchema.parse('')).toBeNull();
    expect(completionYearSchema.parse(null)).toBeNull();
    expect(completionYearSchema.safeParse('ontem').success).toBe(false);
    expect(completionYearSchema.safeParse(1850).success).toBe(false);
  });
  it('normalises a row and reads the profile aliases', () => {
    expect(
      formacaoSchema.parse({
        usuario_candidato_id: '7',
        nivel_escolaridade: 'ensino superior completo',
        curso: '  Odontologia ',
        nome_instituicao: 'USP',
        data_conclusao: '10/12/2015',
      }),
    ).toEqual({
      usuario_candidato_id: 7,
      nivel_escolaridade: 'Ensino Superior Completo',
      curso: 'Odontologia',
      instituicao: 'USP',
      ano_conclusao: 2015,
    });
  });
  it('requires a level of the list and refuses unknown fields', () => {
    expect(messages(formacaoSchema.safeParse({ curso: 'X' }))).toEqual([
      'nivel_escolaridade: Selecione o nível de escolaridade.',
    ]);
    expect(messages(formacaoSchema.safeParse({ nivel_escolaridade: 'Pós-graduação' }))).toEqual([
      'nivel_escolaridade: Nível de escolaridade inválido.',
    ]);
    const unknown = formacaoSchema.safeParse({ nivel_escolaridade: 'Mestrado', nota: 10 });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['nota'] });
  });
  it('refuses wrong types', () => {
    expect(formacaoSchema.safeParse({ nivel_escolaridade: 'Mestrado', curso: { a: 1 } }).success).toBe(false);
    expect(
      formacaoSchema.safeParse({ nivel_escolaridade: 'Mestrado', usuario_candidato_id: 'x' }).success,
    ).toBe(false);
  });
});

describe('experiência', () => {
  it('reads both names of time and activities', () => {
    const noDates = { empresa: '', inicio: null, fim: null, trabalho_atual: false };
    expect(experienciaSchema.parse({ cargo: 'TSB', tempo: '2 anos', atividades: 'Moldagem' })).toEqual({
      cargo: 'TSB',
      tempo_experiencia: '2 anos',
      descricao: 'Moldagem',
      ...noDates,
    });
    expect(experienciaSchema.parse({})).toEqual({
      cargo: '',
      tempo_experiencia: '',
      descricao: '',
      ...noDates,
    });
  });

  it('keeps the months as AAAA-MM, typed either way, and drops the end of the current job', () => {
    expect(experienciaSchema.parse({ cargo: 'TSB', inicio: '3/2019', fim: '2021-08' })).toMatchObject({
      inicio: '2019-03',
      fim: '2021-08',
      trabalho_atual: false,
    });
    expect(
      experienciaSchema.parse({ cargo: 'TSB', inicio: '03/2019', fim: '08/2021', trabalho_atual: 'sim' }),
    ).toMatchObject({ inicio: '2019-03', fim: null, trabalho_atual: true });
    expect(experienciaSchema.safeParse({ cargo: 'TSB', inicio: '05/2022', fim: '04/2022' }).success).toBe(
      false,
    );
    expect(experienciaSchema.safeParse({ cargo: 'TSB', inicio: '2019/03' }).success).toBe(false);
  });
});

describe('endereço', () => {
  it('accepts atuarEmOutraCidade or deseja_atuar_fora, upper-cases the state, strips the CEP mask', () => {
    expect(enderecoSchema.parse({ estado: 'sp', cep: '01310-100', atuarEmOutraCidade: 'sim' })).toMatchObject(
      {
        estado: 'SP',
        cep: '01310100',
        deseja_atuar_fora: true,
      },
    );
    expect(enderecoSchema.parse({ deseja_atuar_fora: 'nao' }).deseja_atuar_fora).toBe(false);
    expect(enderecoSchema.parse({}).deseja_atuar_fora).toBe(false);
  });
  it('refuses an unknown state and a short CEP', () => {
    expect(stateSchema.safeParse('XX').success).toBe(false);
    expect(stateSchema.parse('df')).toBe('DF');
    expect(stateSchema.parse('')).toBe('');
    expect(cepSchema.safeParse('1234').success).toBe(false);
    expect(cepSchema.safeParse('abcdefgh').success).toBe(false);
    expect(cepSchema.parse('')).toBe('');
  });
});

describe('professional records', () => {
  it('radiologist: comma+space text becomes lists, booleans coerced, files ignored', () => {
    const parsed = radiologistaSchema.parse({
      usuario_candidato_id: 3,
      titulo_registrado_cro: 'sim',
      trabalha_com_2d: 'true',
      trabalha_com_3d: 'nao',
      tipo_exame_2d: 'Periapical, Oclusal',
      tipo_exame_3d: ['ATM'],
      softwares_3d: '',
      plataformas_gestao_clinicas: 'Cfaz',
      cursos_atualizacao_radiologia: 'Tomografia, volume 1\nLaudos 3D',
      nivel_informatica: 'avancado',
      outros_conhecimentos: '',
      foto: '3.jpg',
      portfolio: '3-123.pdf',
    });
    expect(parsed).toEqual({
      usuario_candidato_id: 3,
      titulo_registrado_cro: true,
      trabalha_com_2d: true,
      trabalha_com_3d: false,
      tipo_exame_2d: ['Periapical', 'Oclusal'],
      tipo_exame_3d: ['ATM'],
      softwares_3d: [],
      plataformas_gestao_clinicas: ['Cfaz'],
      cursos_atualizacao_radiologia: ['Tomografia, volume 1', 'Laudos 3D'],
      nivel_informatica: 'Avançado',
      outros_conhecimentos: [],
    });
  });
  it('technologist and receptionist default to no and empty lists', () => {
    expect(tecnicoSchema.parse({})).toMatchObject({
      experiencia_3d: false,
      equipamentos_2d: [],
      nivel_informatica: '',
    });
    expect(
      recepcionistaSchema.parse({ experiencia_quais_convenios: 'Amil Dental,OdontoPrev' }),
    ).toMatchObject({
      experiencia_quais_convenios: ['Amil Dental', 'OdontoPrev'],
      experiencia_convenios: false,
    });
  });
  it('refuses an unknown computer level and unknown fields', () => {
    expect(tecnicoSchema.safeParse({ nivel_informatica: 'Expert' }).success).toBe(false);
    const result = recepcionistaSchema.safeParse({ trabalha_com_3d: true });
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['trabalha_com_3d'] });
  });
});

describe('publish payload', () => {
  const base = { consentimento: true, versao_politica: '2025-01' };
  it('needs the consent checkbox', () => {
    expect(messages(candidatePublishSchema.safeParse({ ...base, consentimento: false }))).toEqual([
      `consentimento: ${PUBLISH_CONSENT_MESSAGE}`,
    ]);
    expect(messages(candidatePublishSchema.safeParse({ versao_politica: 'v1' }))).toEqual([
      `consentimento: ${PUBLISH_CONSENT_MESSAGE}`,
    ]);
  });
  it('defaults the sections and checks the nested rows', () => {
    expect(candidatePublishSchema.parse(base)).toMatchObject({
      formacoes: [],
      experiencias: [],
      endereco: { estado: '', deseja_atuar_fora: false },
      registro: {},
    });
    const bad = candidatePublishSchema.safeParse({ ...base, formacoes: [{ nivel_escolaridade: 'X' }] });
    expect(messages(bad)).toEqual(['formacoes.0.nivel_escolaridade: Nível de escolaridade inválido.']);
  });
  it('checks the record of the chosen kind', () => {
    const schema = publishPayloadSchemaFor('tecnico');
    expect(schema.parse({ ...base, registro: { equipamentos_3d: 'Vatech, Morita' } }).registro).toMatchObject(
      {
        equipamentos_3d: ['Vatech', 'Morita'],
      },
    );
    expect(schema.safeParse({ ...base, registro: { tipo_exame_2d: 'Periapical' } }).success).toBe(false);
  });
});

describe('presets', () => {
  it('have the sizes the spec gives', () => {
    expect(COMPUTER_LEVELS.map((l) => l.value)).toEqual(['Básico', 'Intermediário', 'Avançado']);
    for (const level of COMPUTER_LEVELS) expect(level.description).toMatch(/\.$/);
    expect(RADIOLOGIST_2D_EXAMS).toHaveLength(10);
    expect(RADIOLOGIST_3D_EXAMS).toHaveLength(14);
    expect(RADIOLOGIST_3D_SOFTWARE).toHaveLength(10);
    expect(TECHNOLOGIST_SCANNER_BRANDS).toHaveLength(10);
    expect(TECHNOLOGIST_3D_BRANDS).toHaveLength(10);
    expect(TECHNOLOGIST_2D_BRANDS).toHaveLength(10);
    expect(CLINIC_INTRAORAL_XRAY_MODELS).toHaveLength(12);
    expect(CLINIC_3D_PRINTER_BRANDS).toHaveLength(12);
  });
});
