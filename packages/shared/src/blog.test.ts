import { describe, expect, it } from 'vitest';
import { postInputSchema, readingMinutes, slugify } from './blog';

describe('slugify', () => {
  it('lower case, no accents, words joined by hyphens', () => {
    expect(slugify('Proteção radiológica: o essencial!')).toBe('protecao-radiologica-o-essencial');
    expect(slugify('  LGPD  para   clínicas  ')).toBe('lgpd-para-clinicas');
    expect(slugify('***')).toBe('');
  });
  it('at most 120 characters, never ending in a hyphen', () => {
    const slug = slugify(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('readingMinutes', () => {
  it('200 words a minute, at least 1', () => {
    expect(readingMinutes('Curto.')).toBe(1);
    expect(readingMinutes(Array(1000).fill('palavra').join(' '))).toBe(5);
  });
});

describe('postInputSchema', () => {
  const base = { titulo: 'T', resumo: 'R', conteudo: 'C', autor: 'A', status: 'publicado' };
  it('tags are trimmed, lower-cased and unique', () => {
    expect(postInputSchema.parse({ ...base, tags: [' LGPD', 'lgpd', 'Tomografia'] }).tags).toEqual([
      'lgpd',
      'tomografia',
    ]);
  });
  it("'agendado' needs publicar_em; the summary has 300 characters at most", () => {
    expect(postInputSchema.safeParse({ ...base, status: 'agendado' }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...base, resumo: 'x'.repeat(301) }).success).toBe(false);
    expect(postInputSchema.safeParse({ ...base, slug: 'Não Vale' }).success).toBe(false);
  });
});
