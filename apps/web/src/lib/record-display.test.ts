import { describe, expect, it } from 'vitest';
import {
  addressRowsOf,
  candidateAddressRows,
  capitalize,
  experiencePeriod,
  experienciaRows,
  formacaoRows,
  isHiddenField,
  professionalRows,
} from './record-display';

describe('professionalRows', () => {
  it('skips ids and timestamps, joins lists, shows booleans as Sim/Não and absent values as -', () => {
    const rows = professionalRows({
      id: 7,
      usuario_candidato_id: 7,
      plataforma_gestao: ['Cfaz', 'Cdt'],
      experiencia_3d: true,
      experiencia_2d: false,
      equipamentos_2d: [],
      nivel_informatica: '',
      outros_conhecimentos: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-02T00:00:00Z',
    });
    expect(rows).toEqual([
      { label: 'Plataformas de gestão', value: 'Cfaz, Cdt' },
      { label: 'Experiência com 3D', value: 'Sim' },
      { label: 'Experiência com 2D', value: 'Não' },
      { label: 'Equipamentos 2D', value: '-' },
      { label: 'Nível de informática', value: '-' },
      { label: 'Outros conhecimentos', value: '-' },
    ]);
  });

  it('puts the named fields first, in that order', () => {
    const rows = professionalRows({ nivel_informatica: 'Básico', extra: 'x', experiencia_3d: true }, [
      'experiencia_3d',
      'nivel_informatica',
    ]);
    expect(rows.map((row) => row.label)).toEqual(['Experiência com 3D', 'Nível de informática', 'Extra']);
  });

  it('derives a label from an unknown field name', () => {
    expect(professionalRows({ campo_novo: 'x' })).toEqual([{ label: 'Campo novo', value: 'x' }]);
  });

  it('has no rows without a record', () => {
    expect(professionalRows(null)).toEqual([]);
    expect(professionalRows(undefined)).toEqual([]);
  });

  it('tells hidden fields', () => {
    expect(isHiddenField('id')).toBe(true);
    expect(isHiddenField('usuario_clinica_id')).toBe(true);
    expect(isHiddenField('published_at')).toBe(true);
    expect(isHiddenField('idiomas')).toBe(false);
  });
});

describe('card rows', () => {
  it('capitalises the profession', () => {
    expect(capitalize('técnico')).toBe('Técnico');
    expect(capitalize('TSB')).toBe('TSB');
    expect(capitalize('')).toBe('-');
    expect(capitalize(null)).toBe('-');
  });

  it('shows a formação, - for what is missing', () => {
    expect(
      formacaoRows({
        nivel_escolaridade: 'Mestrado',
        curso: '',
        instituicao: 'USP',
        ano_conclusao: 2020,
      }),
    ).toEqual([
      { label: 'Nível', value: 'Mestrado' },
      { label: 'Curso', value: '-' },
      { label: 'Instituição', value: 'USP' },
      { label: 'Data de conclusão', value: '2020' },
    ]);
  });

  it('shows an experiência', () => {
    expect(experienciaRows({ cargo: 'TSB', tempo_experiencia: '2 anos', descricao: 'Panorâmicas' })).toEqual([
      { label: 'Cargo', value: 'TSB' },
      { label: 'Tempo de experiência', value: '2 anos' },
      { label: 'Descrição', value: 'Panorâmicas' },
    ]);
  });

  it('shows the address in the card order, the CEP masked, - when there is none', () => {
    expect(
      candidateAddressRows({
        logradouro: 'Rua A',
        numero: '10',
        cidade: 'Santos',
        estado: 'SP',
        cep: '11010000',
      }).map((row) => `${row.label}: ${row.value}`),
    ).toEqual([
      'Logradouro: Rua A',
      'Número: 10',
      'Bairro: -',
      'Cidade: Santos',
      'Estado: SP',
      'CEP: 11010-000',
      'Complemento: -',
    ]);
    expect(candidateAddressRows(null).every((row) => row.value === '-')).toBe(true);
  });

  it('shows a clinic the city, the state and whether the candidate moves, and the owner everything', () => {
    const rows = (endereco: Parameters<typeof addressRowsOf>[0]) =>
      addressRowsOf(endereco).map((row) => `${row.label}: ${row.value}`);
    expect(
      rows({ id: 1, usuario_candidato_id: 1, cidade: 'Santos', estado: 'SP', deseja_atuar_fora: true }),
    ).toEqual(['Cidade: Santos', 'Estado: SP', 'Aceita trabalhar em outra cidade: Sim']);
    expect(
      rows({
        id: 1,
        usuario_candidato_id: 1,
        cidade: 'Santos',
        estado: 'SP',
        deseja_atuar_fora: false,
        logradouro: 'Rua A',
        numero: '10',
        complemento: '',
        bairro: 'Centro',
        cep: '11010000',
      }),
    ).toContain('CEP: 11010-000');
  });

  it('shows the experience period as mês/ano, or up to now', () => {
    expect(experiencePeriod({ inicio: '2019-03', fim: '2021-08', trabalho_atual: false })).toBe(
      'mar/2019 – ago/2021',
    );
    expect(experiencePeriod({ inicio: '2019-03', fim: null, trabalho_atual: true })).toBe('mar/2019 – atual');
    expect(experiencePeriod({ inicio: null, fim: null, trabalho_atual: false })).toBe('');
    expect(
      experienciaRows({
        cargo: 'TSB',
        empresa: 'Clínica Sorriso',
        inicio: '2019-03',
        fim: null,
        trabalho_atual: true,
        tempo_experiencia: '',
        descricao: '',
      }).slice(0, 3),
    ).toEqual([
      { label: 'Cargo', value: 'TSB' },
      { label: 'Empresa', value: 'Clínica Sorriso' },
      { label: 'Período', value: 'mar/2019 – atual' },
    ]);
  });
});
