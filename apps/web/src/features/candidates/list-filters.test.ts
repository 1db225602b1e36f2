import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_PAGE_SIZE,
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersToQuery,
  filtersToSearch,
  pageCount,
} from './list-filters';

describe('filtersFromSearch', () => {
  it('gives the defaults for an empty query: no filter, page 1, size 50', () => {
    expect(filtersFromSearch('')).toEqual(EMPTY_FILTERS);
    expect(EMPTY_FILTERS).toEqual({
      tipos_profissao: [],
      estados: [],
      cidades: [],
      equipamentos: [],
      deseja_atuar_fora: false,
      salvos: false,
      page: 1,
      size: 50,
    });
  });

  it('reads repeated and comma-joined values, in the catalogue order, without repeats', () => {
    const filters = filtersFromSearch(
      'tipos_profissao=Recepcionista&tipos_profissao=TSB,ASB&tipos_profissao=TSB&estados=SP,rj&estados=AC&page=3&size=20',
    );
    expect(filters).toEqual({
      tipos_profissao: ['TSB', 'ASB', 'Recepcionista'],
      estados: ['AC', 'RJ', 'SP'],
      cidades: [],
      equipamentos: [],
      deseja_atuar_fora: false,
      salvos: false,
      page: 3,
      size: 20,
    });
  });

  it('matches professions without case or accents and decodes spaces', () => {
    expect(
      filtersFromSearch(
        'tipos_profissao=tecnologo&tipos_profissao=Dentista+Radiologista&tipos_profissao=T%C3%A9cnico',
      ).tipos_profissao,
    ).toEqual(['Dentista Radiologista', 'Tecnólogo', 'Técnico']);
  });

  it('drops unknown values and falls back on bad numbers', () => {
    expect(filtersFromSearch('tipos_profissao=Pedreiro&estados=XX&estados=DF&page=0&size=500')).toEqual({
      tipos_profissao: [],
      estados: ['DF'],
      cidades: [],
      equipamentos: [],
      deseja_atuar_fora: false,
      salvos: false,
      page: 1,
      size: DEFAULT_PAGE_SIZE,
    });
    expect(filtersFromSearch('page=-2&size=abc')).toMatchObject({ page: 1, size: 50 });
    expect(filtersFromSearch('page=2.5&size=0')).toMatchObject({ page: 1, size: 50 });
    expect(filtersFromSearch('size=100').size).toBe(100);
  });

  it('accepts URLSearchParams', () => {
    expect(filtersFromSearch(new URLSearchParams({ estados: 'TO', page: '2' }))).toMatchObject({
      estados: ['TO'],
      page: 2,
    });
  });
});

describe('filtersToSearch', () => {
  it('repeats each value and leaves out the default page and size', () => {
    const params = filtersToSearch({
      ...EMPTY_FILTERS,
      tipos_profissao: ['TSB', 'Técnico'],
      estados: ['SP'],
      salvos: false,
      page: 1,
      size: 50,
    });
    expect(params.toString()).toBe('tipos_profissao=TSB&tipos_profissao=T%C3%A9cnico&estados=SP');
    expect(filtersToSearch(EMPTY_FILTERS).toString()).toBe('');
  });

  it('keeps page and size when they differ from the defaults', () => {
    expect(filtersToSearch({ ...EMPTY_FILTERS, page: 2, size: 2 }).toString()).toBe('page=2&size=2');
  });

  it('round-trips through the URL', () => {
    const filters = {
      tipos_profissao: ['Dentista Radiologista' as const],
      estados: ['MG' as const, 'SP' as const],
      cidades: ['Belo Horizonte', 'Campinas'],
      equipamentos: ['Vatech'],
      deseja_atuar_fora: true,
      salvos: true,
      page: 4,
      size: 10,
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });
});

describe('filtersToQuery and pageCount', () => {
  it('sends the filters as arrays with page and size', () => {
    expect(filtersToQuery({ ...EMPTY_FILTERS, tipos_profissao: ['ASB'] })).toEqual({
      tipos_profissao: ['ASB'],
      estados: [],
      cidades: [],
      equipamentos: [],
      page: 1,
      size: 50,
    });
  });

  it("keeps 'Salvos' in the URL and asks the API for salvos=true", () => {
    const filters = { ...EMPTY_FILTERS, salvos: true };
    expect(filtersToSearch(filters).toString()).toBe('salvos=true');
    expect(filtersFromSearch('salvos=true').salvos).toBe(true);
    expect(filtersFromSearch('salvos=1').salvos).toBe(false);
    expect(filtersToQuery(filters)).toMatchObject({ salvos: 'true' });
  });

  it('keeps city, equipment and willing to work elsewhere in the URL and sends them to the API', () => {
    const filters = filtersFromSearch(
      'cidades=Campinas,%20santos&cidades=CAMPINAS&equipamentos=Vatech&deseja_atuar_fora=true',
    );
    expect(filters).toMatchObject({
      cidades: ['Campinas', 'santos'],
      equipamentos: ['Vatech'],
      deseja_atuar_fora: true,
    });
    expect(filtersToSearch(filters).toString()).toBe(
      'cidades=Campinas&cidades=santos&equipamentos=Vatech&deseja_atuar_fora=true',
    );
    expect(filtersToQuery(filters)).toMatchObject({
      cidades: ['Campinas', 'santos'],
      equipamentos: ['Vatech'],
      deseja_atuar_fora: 'true',
    });
    expect(filtersFromSearch(`cidades=${'x'.repeat(101)}&deseja_atuar_fora=sim`)).toMatchObject({
      cidades: [],
      deseja_atuar_fora: false,
    });
  });

  it('counts the filters in force, one per chosen value and switch', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount(
        filtersFromSearch(
          'tipos_profissao=TSB,ASB&estados=SP&cidades=Campinas&deseja_atuar_fora=true&page=3',
        ),
      ),
    ).toBe(5);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(5, 2)).toBe(3);
  });
});
