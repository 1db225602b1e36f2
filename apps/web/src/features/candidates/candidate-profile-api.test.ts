import { describe, expect, it } from 'vitest';
import { normalizeCandidate } from './candidate-profile-api';

describe('normalizeCandidate', () => {
  it('reads the API answer', () => {
    const view = normalizeCandidate({
      id: 4,
      nome: 'Bruno Lima',
      email: 'bruno@exemplo.com.br',
      telefone: '11987654321',
      tipo_profissao: 'Técnico',
      formacoes: [
        {
          id: 1,
          nivel_escolaridade: 'Técnico',
          curso: 'Radiologia',
          instituicao: 'SENAC',
          ano_conclusao: 2018,
        },
      ],
      experiencias: [{ id: 2, cargo: 'Técnico', tempo_experiencia: '3 anos', descricao: 'Panorâmicas' }],
      endereco: {
        estado: 'SP',
        cidade: 'Santos',
        cep: '11010-000',
        logradouro: 'Rua A',
        numero: '10',
        bairro: 'Centro',
        complemento: '',
      },
      registro: { tipo: 'tecnico', data: { id: 4, experiencia_2d: true, equipamentos_2d: ['Vatech'] } },
      foto_url: '/f.png',
      visualizacoes: 3,
    });
    expect(view).toEqual({
      id: 4,
      nome: 'Bruno Lima',
      email: 'bruno@exemplo.com.br',
      telefone: '11987654321',
      tipo_profissao: 'Técnico',
      formacoes: [
        {
          id: 1,
          nivel_escolaridade: 'Técnico',
          curso: 'Radiologia',
          instituicao: 'SENAC',
          ano_conclusao: 2018,
        },
      ],
      experiencias: [{ id: 2, cargo: 'Técnico', tempo_experiencia: '3 anos', descricao: 'Panorâmicas' }],
      endereco: {
        estado: 'SP',
        cidade: 'Santos',
        cep: '11010-000',
        logradouro: 'Rua A',
        numero: '10',
        bairro: 'Centro',
        complemento: '',
      },
      registro: { id: 4, experiencia_2d: true, equipamentos_2d: ['Vatech'] },
      foto_url: '/f.png',
      visualizacoes: 3,
    });
  });

  it('accepts the other spellings of the spec', () => {
    const view = normalizeCandidate({
      id: '5',
      nome: 'Carla',
      formacao: [
        {
          nivel: 'Mestrado',
          nome_curso: 'Imaginologia',
          nome_instituicao: 'USP',
          data_conclusao: '2021-12-15',
        },
      ],
      experiencia: [{ cargo: 'Radiologista', tempo: '5 anos', atividades: 'Laudos' }],
      endereco: { uf: 'mg', rua: 'Av. Afonso Pena', cidade: 'Belo Horizonte' },
    });
    expect(view.id).toBe(5);
    expect(view.formacoes).toEqual([
      {
        id: -1,
        nivel_escolaridade: 'Mestrado',
        curso: 'Imaginologia',
        instituicao: 'USP',
        ano_conclusao: 2021,
      },
    ]);
    expect(view.experiencias).toEqual([
      { id: -1, cargo: 'Radiologista', tempo_experiencia: '5 anos', descricao: 'Laudos' },
    ]);
    expect(view.endereco).toMatchObject({
      estado: 'MG',
      logradouro: 'Av. Afonso Pena',
      cidade: 'Belo Horizonte',
      cep: '',
    });
  });

  it('reduces the completion date to a year (grau, conclusao, dd/mm/yyyy)', () => {
    const [f] = normalizeCandidate({
      formacoes: [{ grau: 'Técnico', curso: 'X', conclusao: '30/06/2019' }],
    }).formacoes;
    expect(f).toMatchObject({ nivel_escolaridade: 'Técnico', ano_conclusao: 2019 });
  });

  it('survives missing or odd parts', () => {
    expect(normalizeCandidate(null)).toEqual({
      id: null,
      nome: '',
      email: '',
      telefone: '',
      tipo_profissao: '',
      formacoes: [],
      experiencias: [],
      endereco: null,
      registro: null,
      foto_url: null,
      visualizacoes: null,
    });
    const view = normalizeCandidate({
      id: 1,
      formacoes: 'x',
      experiencias: [null, 3],
      registro: { titulo_registrado_cro: false },
    });
    expect(view.formacoes).toEqual([]);
    expect(view.experiencias).toEqual([]);
    expect(view.registro).toEqual({ titulo_registrado_cro: false });
  });

  it('unwraps a candidato wrapper', () => {
    expect(normalizeCandidate({ candidato: { id: 8, nome: 'Dora' } })).toMatchObject({ id: 8, nome: 'Dora' });
  });
});
