import { describe, expect, it } from 'vitest';
import { isPublicPagePath } from './public-page-paths';

describe('isPublicPagePath', () => {
  it('accepts the marketing pages and their sections', () => {
    for (const path of [
      '/home',
      '/servicos',
      '/servicos/3',
      '/quemsomos/missao',
      '/vagas',
      '/vagas/',
      '/blog',
    ]) {
      expect(isPublicPagePath(path), path).toBe(true);
    }
  });

  it('leaves out forms and private pages', () => {
    for (const path of [
      '/login',
      '/cadastrar/candidato',
      '/perfil',
      '/candidatos',
      '/minhas-vagas',
      '/vagas/abc',
    ]) {
      expect(isPublicPagePath(path), path).toBe(false);
    }
  });
});
