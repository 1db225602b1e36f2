import { publishPayloadSchemaFor } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { buildPublishPayload, recordPayload } from './publish-payload';
import { emptyDraft, emptyExperiencia, emptyFormacao, type WizardDraft } from './wizard-draft';

function filledDraft(): WizardDraft {
  const draft = emptyDraft();
  draft.formacoes = [
    {
      ...emptyFormacao(),
      nivel_escolaridade: 'Especialização',
      curso: ' Radiologia Odontológica ',
      instituicao: 'USP',
      data_conclusao: '2019-12-15',
    },
    emptyFormacao(),
  ];
  draft.experiencias = [
    emptyExperiencia(),
    {
      ...emptyExperiencia(),
      cargo: 'Radiologista',
      empresa: ' Clínica Imagem ',
      inicio: '03/2019',
      fim: '05/2020',
      trabalho_atual: true,
      tempo_experiencia: '5 anos',
      descricao: ' Laudos 3D ',
    },
  ];
  draft.endereco = {
    estado: 'SP',
    cep: '01310-100',
    cidade: ' São Paulo ',
    logradouro: 'Av. Paulista',
    numero: '1000',
    complemento: '',
    bairro: ' Bela Vista ',
    atuarEmOutraCidade: true,
  };
  draft.consentimento = true;
  return draft;
}

describe('buildPublishPayload', () => {
  it('sends non-blank rows, trimmed, with the completion date as its year', () => {
    const payload = buildPublishPayload(filledDraft(), 'radiologista', '2026-11-22');
    expect(payload.formacoes).toEqual([
      {
        nivel_escolaridade: 'Especialização',
        curso: 'Radiologia Odontológica',
        instituicao: 'USP',
        ano_conclusao: 2019,
      },
    ]);
    expect(payload.experiencias).toEqual([
      {
        cargo: 'Radiologista',
        empresa: 'Clínica Imagem',
        inicio: '03/2019',
        fim: '',
        trabalho_atual: true,
        tempo_experiencia: '5 anos',
        descricao: 'Laudos 3D',
      },
    ]);
    expect(payload.endereco).toEqual({
      estado: 'SP',
      cep: '01310-100',
      cidade: 'São Paulo',
      logradouro: 'Av. Paulista',
      numero: '1000',
      complemento: '',
      bairro: 'Bela Vista',
      deseja_atuar_fora: true,
    });
    expect(payload.consentimento).toBe(true);
    expect(payload.versao_politica).toBe('2026-11-22');
  });

  it('sends a missing completion date as null and unchecked consent as false', () => {
    const draft = filledDraft();
    draft.formacoes = [{ ...emptyFormacao(), nivel_escolaridade: 'Técnico', curso: 'TSB' }];
    draft.consentimento = false;
    draft.endereco.atuarEmOutraCidade = false;
    const payload = buildPublishPayload(draft, 'tecnico', 'v1');
    expect(payload.formacoes[0]?.ano_conclusao).toBeNull();
    expect(payload.consentimento).toBe(false);
    expect(payload.endereco.deseja_atuar_fora).toBe(false);
  });

  it('sends the end of a finished experiência, and a row with only Trabalho atual ticked', () => {
    const draft = filledDraft();
    draft.experiencias = [
      { ...emptyExperiencia(), cargo: 'TSB', inicio: '01/2020', fim: ' 12/2022 ', trabalho_atual: false },
      { ...emptyExperiencia(), trabalho_atual: true },
      emptyExperiencia(),
    ];
    const payload = buildPublishPayload(draft, 'tecnico', 'v1');
    expect(
      payload.experiencias.map(({ cargo, inicio, fim, trabalho_atual }) => ({
        cargo,
        inicio,
        fim,
        trabalho_atual,
      })),
    ).toEqual([
      { cargo: 'TSB', inicio: '01/2020', fim: '12/2022', trabalho_atual: false },
      { cargo: '', inicio: '', fim: '', trabalho_atual: true },
    ]);
  });

  it('sends an empty bairro from a draft kept before the bairro was asked', () => {
    const draft = filledDraft();
    delete draft.endereco.bairro;
    expect(buildPublishPayload(draft, 'tecnico', 'v1').endereco.bairro).toBe('');
  });

  it('maps the radiologist record: booleans, trimmed lists, text', () => {
    const draft = filledDraft();
    draft.records.radiologista = {
      ...draft.records.radiologista,
      titulo_registrado_cro: true,
      trabalha_com_3d: true,
      tipo_exame_2d: ['Periapical', ' Oclusal '],
      softwares_3d: ['Romexis', '  '],
      cursos_atualizacao_radiologia: ['Tomografia, anatomia e laudos'],
      nivel_informatica: 'Avançado',
    };
    const payload = buildPublishPayload(draft, 'radiologista', 'v1');
    expect(payload.registro).toEqual({
      titulo_registrado_cro: true,
      trabalha_com_2d: false,
      trabalha_com_3d: true,
      tipo_exame_2d: ['Periapical', 'Oclusal'],
      tipo_exame_3d: [],
      softwares_3d: ['Romexis'],
      plataformas_gestao_clinicas: [],
      cursos_atualizacao_radiologia: ['Tomografia, anatomia e laudos'],
      nivel_informatica: 'Avançado',
      outros_conhecimentos: [],
    });
    // The shared schema (what the server applies) accepts it unchanged.
    const parsed = publishPayloadSchemaFor('radiologista').parse(payload);
    expect(parsed.registro.tipo_exame_2d).toEqual(['Periapical', 'Oclusal']);
    expect(parsed.registro.cursos_atualizacao_radiologia).toEqual(['Tomografia, anatomia e laudos']);
    expect(parsed.formacoes[0]?.ano_conclusao).toBe(2019);
  });

  it('maps the technologist record (TSB, ASB, Tecnólogo, Técnico)', () => {
    const draft = filledDraft();
    draft.records.tecnico = {
      ...draft.records.tecnico,
      plataforma_gestao: ['Cfaz', 'Meu sistema'],
      experiencia_esterilizacao: true,
      experiencia_2d: true,
      equipamentos_scanner: ['Medit'],
      equipamentos_2d: ['Carestream', 'carestream'],
      nivel_informatica: 'Básico',
      outros_conhecimentos: ['Fotografia'],
    };
    const registro = recordPayload('tecnico', draft.records);
    expect(registro).toEqual({
      plataforma_gestao: ['Cfaz', 'Meu sistema'],
      experiencia_escaneamento: false,
      trabalhou_em_clinica: false,
      experiencia_moldagem: false,
      experiencia_esterilizacao: true,
      experiencia_scanner_intraoral: false,
      experiencia_3d: false,
      experiencia_2d: true,
      equipamentos_scanner: ['Medit'],
      equipamentos_3d: [],
      equipamentos_2d: ['Carestream', 'carestream'],
      nivel_informatica: 'Básico',
      outros_conhecimentos: ['Fotografia'],
    });
    expect(
      publishPayloadSchemaFor('tecnico').safeParse(buildPublishPayload(draft, 'tecnico', 'v1')).success,
    ).toBe(true);
  });

  it('maps the receptionist record', () => {
    const draft = filledDraft();
    draft.records.recepcionista = {
      ...draft.records.recepcionista,
      plataformas_experiencia: ['Cdt'],
      trabalhou_em_clinica_radiologia: true,
      experiencia_convenios: true,
      experiencia_quais_convenios: ['Amil Dental', 'Odonto Sul'],
      nivel_informatica: 'Intermediário',
    };
    const payload = buildPublishPayload(draft, 'recepcionista', 'v1');
    expect(payload.registro).toEqual({
      plataformas_experiencia: ['Cdt'],
      trabalhou_em_clinica: false,
      trabalhou_em_clinica_radiologia: true,
      experiencia_convenios: true,
      experiencia_quais_convenios: ['Amil Dental', 'Odonto Sul'],
      nivel_informatica: 'Intermediário',
      outros_conhecimentos: [],
    });
    expect(publishPayloadSchemaFor('recepcionista').safeParse(payload).success).toBe(true);
  });

  it('never sends the photo or the portfolio inside the record', () => {
    const draft = filledDraft();
    draft.portfolio = [{ key: 'k', name: 'a.pdf', size: 10 }];
    const payload = buildPublishPayload(draft, 'radiologista', 'v1');
    expect(Object.keys(payload.registro)).not.toContain('foto');
    expect(Object.keys(payload.registro)).not.toContain('portfolio');
    expect(Object.keys(payload)).toEqual([
      'formacoes',
      'experiencias',
      'endereco',
      'registro',
      'consentimento',
      'versao_politica',
    ]);
  });

  it('sends an empty record when the profession is unknown', () => {
    expect(buildPublishPayload(filledDraft(), null, 'v1').registro).toEqual({});
  });
});
