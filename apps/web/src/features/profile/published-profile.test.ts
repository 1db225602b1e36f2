import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CandidateFull } from './profile-api';
import { profileKeys } from './profile-api';
import { showPublishedProfile, wasJustPublished } from './published-profile';

const published: CandidateFull = {
  id: 7,
  tipo_profissao: 'ASB',
  formacoes: [{ id: 1, curso: 'ASB', instituicao: 'Senac', ano_conclusao: 2020 }],
  experiencias: [{ id: 2, cargo: 'Auxiliar', tempo_experiencia: '2 anos' }],
  endereco: { cidade: 'Recife', estado: 'PE' },
  registro: { tipo: 'tecnico', data: { experiencia_moldagem: true } },
  foto_url: 'https://arquivos.exemplo/foto.png',
};

describe('showPublishedProfile', () => {
  it('replaces what was cached before the publish by what the publish answered', () => {
    const client = new QueryClient();
    // What the wizard (or an earlier /perfil) had read: the candidate before publishing.
    client.setQueryData(profileKeys.candidate('7'), {
      id: 7,
      formacoes: [],
      experiencias: [],
      endereco: null,
    });
    client.setQueryData(profileKeys.record('tecnico', '7'), null);
    client.setQueryData(profileKeys.photo('candidato', '7'), null);

    showPublishedProfile(client, '7', published);

    expect(client.getQueryData(profileKeys.candidate('7'))).toEqual(published);
    expect(client.getQueryData(profileKeys.record('tecnico', '7'))).toEqual(published.registro);
    expect(client.getQueryData(profileKeys.photo('candidato', '7'))).toBe(published.foto_url);
  });

  it('drops the cached reads when the answer carries no profile', () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.candidate('7'), { id: 7, formacoes: [] });
    client.setQueryData(profileKeys.record('tecnico', '7'), null);
    client.setQueryData(profileKeys.photo('candidato', '7'), null);

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
