import { describe, expect, it } from 'vitest';
import { computeMatch, type MatchCandidate, type MatchVaga, requiredTools } from './job-posting-match';

const vaga: MatchVaga = {
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'Campinas',
  equipamentos: ['Vatech', 'Carestream'],
  softwares: ['Romexis', 'vatech'],
};
const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({
  tipo_profissao: 'TSB',
  estado: 'SP',
  cidade: 'Campinas',
  deseja_atuar_fora: false,
  termos: ['vatech', 'carestream', 'romexis'],
  ...overrides,
});

describe('computeMatch', () => {
  it('gives 100 to the same profession, every tool and the same city', () => {
    expect(computeMatch(vaga, candidate())).toEqual({
      pontuacao: 100,
      em_comum: ['Vatech', 'Carestream', 'Romexis'],
      faltando: [],
    });
  });

  it('weighs profession 40, tools 40 by share, location 20', () => {
    // other profession, 1 of 3 tools, same state other city, not willing: 0 + 13.3 + 10
    const result = computeMatch(
      vaga,
      candidate({ tipo_profissao: 'ASB', cidade: 'Santos', termos: [' ROMEXIS '] }),
    );
    expect(result).toEqual({ pontuacao: 23, em_comum: ['Romexis'], faltando: ['Vatech', 'Carestream'] });
  });

  it('gives the whole location weight to a candidate willing to work outside their city, even in another state', () => {
    expect(
      computeMatch(vaga, candidate({ estado: 'RJ', cidade: 'Niterói', deseja_atuar_fora: true })).pontuacao,
    ).toBe(100);
    expect(computeMatch(vaga, candidate({ estado: 'RJ', cidade: 'Niterói' })).pontuacao).toBe(80);
    expect(computeMatch(vaga, candidate({ estado: null, cidade: null })).pontuacao).toBe(80);
  });

  it('compares cities and tools ignoring case and spaces; a city of another state is another city', () => {
    expect(computeMatch(vaga, candidate({ cidade: '  campinas ' })).pontuacao).toBe(100);
    expect(computeMatch(vaga, candidate({ estado: 'MG', cidade: 'Campinas' })).pontuacao).toBe(80);
  });

  it('gives the whole tools weight when the posting requires none', () => {
    const none = { ...vaga, equipamentos: [], softwares: [] };
    expect(computeMatch(none, candidate({ termos: [] }))).toEqual({
      pontuacao: 100,
      em_comum: [],
      faltando: [],
    });
  });

  it('lists each required tool once', () => {
    expect(requiredTools(vaga)).toEqual(['Vatech', 'Carestream', 'Romexis']);
  });
});
