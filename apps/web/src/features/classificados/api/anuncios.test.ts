import { describe, expect, it } from 'vitest';
import { anuncioListPath, filtersFromSearch, filtersToSearch, NO_FILTERS } from './anuncios';

describe('the list filters in the URL of /classificados', () => {
  it('reads the menu links and the catalogue values, dropping what is not one', () => {
    expect(filtersFromSearch(new URLSearchParams('tipo=venda')).tipo).toBe('venda');
    expect(filtersFromSearch(new URLSearchParams('tipo=compra')).tipo).toBe('compra');
    const filters = filtersFromSearch(
      new URLSearchParams('tipo=troca&categorias=tomógrafo (cbct)&categorias=Geladeira&estados=sp&page=0'),
    );
    expect(filters).toMatchObject({ tipo: '', categorias: ['Tomógrafo (CBCT)'], estados: ['SP'], page: 1 });
  });

  it('writes back only what is set, and the API path with the page and size', () => {
    const filters = {
      ...NO_FILTERS,
      tipo: 'venda' as const,
      cidade: 'Campinas',
      ordem: 'preco' as const,
      page: 2,
    };
    expect(filtersToSearch(filters).toString()).toBe('tipo=venda&cidade=Campinas&ordem=preco&page=2');
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
    expect(anuncioListPath(filters)).toBe(
      '/api/v1/anuncios?tipo=venda&cidade=Campinas&ordem=preco&page=2&size=12',
    );
  });
});
