import type { CandidateFull } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { photoKeys } from '../lib/profile-photo';
import { wasJustPublished } from '../lib/published-state';
import { candidateProfileKeys, showPublishedProfile } from './candidate-profile';

const published: CandidateFull = {
  id: 7,
  nome: 'Ana',
  email: 'ana@exemplo.com.br',
  telefone: '81999990000',
  tipo_profissao: 'ASB',
  data_cadastro: '2026-01-01T00:00:00.000Z',
  published_at: '2026-01-02T00:00:00.000Z',
  formacoes: [
    {
      id: 1,
      usuario_candidato_id: 7,
      nivel_escolaridade: 'Técnico',
      curso: 'ASB',
      instituicao: 'Senac',
      nome_instituicao: 'Senac',
      ano_conclusao: 2020,
      data_conclusao: 2020,
    },
  ],
  experiencias: [],
  endereco: null,
  registro: null,
  foto_url: 'https://arquivos.exemplo/foto.png',
  visualizacoes: 0,
  meses_experiencia: null,
};

describe('showPublishedProfile', () => {
  it('replaces what was cached before the publish by what the publish answered', () => {
    const client = new QueryClient();
    // What the wizard (or an earlier /perfil) had read: the candidate before publishing.
    client.setQueryData(candidateProfileKeys.full('7'), { ...published, formacoes: [] });
    client.setQueryData(photoKeys.photo('candidato', '7'), null);

    showPublishedProfile(client, '7', published);

    expect(client.getQueryData(candidateProfileKeys.full('7'))).toEqual(published);
    expect(client.getQueryData(photoKeys.photo('candidato', '7'))).toBe(published.foto_url);
  });

  it('drops the cached reads when the answer carries no profile', () => {
    const client = new QueryClient();
    client.setQueryData(candidateProfileKeys.full('7'), published);
    client.setQueryData(photoKeys.photo('candidato', '7'), null);

    showPublishedProfile(client, '7', null);

    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});

describe('wasJustPublished', () => {
  it('reads the route state of /perfil', () => {
    expect(wasJustPublished({ published: true })).toBe(true);
    expect(wasJustPublished({ published: 'sim' })).toBe(false);
    expect(wasJustPublished(null)).toBe(false);
  });
});
