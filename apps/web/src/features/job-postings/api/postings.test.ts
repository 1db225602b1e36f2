import { describe, expect, it } from 'vitest';
import { formatSalary } from '../display';
import { filtersFromSearch, filtersToSearch, hasFilters, NO_FILTERS, pageCount } from './postings';

describe('the /vagas filters in the URL', () => {
  it('reads repeatable lists, the search text and the page', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('estados=SP&estados=RJ&estados=SP&tipos_contrato=CLT&q=%20tsb%20&page=3'),
    );
    expect(filters).toEqual({
      tipos_profissao: [],
      estados: ['RJ', 'SP'],
      tipos_contrato: ['CLT'],
      cidade: '',
      q: 'tsb',
      page: 3,
    });
  });

  it('takes page 1 for a missing or bad page', () => {
    expect(filtersFromSearch(new URLSearchParams('page=abc')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('writes them back without empty values nor page 1, and round-trips', () => {
    const filters = { ...NO_FILTERS, tipos_profissao: ['TSB'] };
    expect(filtersToSearch(filters).toString()).toBe('tipos_profissao=TSB');
    const full = {
      tipos_profissao: ['ASB'],
      estados: ['MG'],
      tipos_contrato: ['PJ'],
      cidade: 'Belo Horizonte',
      q: 'raio x',
      page: 2,
    };
    expect(filtersFromSearch(filtersToSearch(full))).toEqual(full);
  });
});

describe('the multi-select filters in the URL', () => {
  it('keeps several values of each filter as repeated parameters', () => {
    const filters = {
      ...NO_FILTERS,
      tipos_profissao: ['TSB', 'ASB'],
      estados: ['MG', 'SP'],
      tipos_contrato: ['CLT', 'PJ'],
    };
    expect(filtersToSearch(filters).toString()).toBe(
      'tipos_profissao=TSB&tipos_profissao=ASB&estados=MG&estados=SP&tipos_contrato=CLT&tipos_contrato=PJ',
    );
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
  });

  it('spells each value as its catalogue does, in its order, and leaves unknown ones out', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'tipos_profissao=tsb&tipos_profissao=Dentista%20radiologista&estados=sp&estados=XX&tipos_contrato=estagio&tipos_contrato=Bico',
      ),
    );
    expect(filters.tipos_profissao).toEqual(['Dentista Radiologista', 'TSB']);
    expect(filters.estados).toEqual(['SP']);
    expect(filters.tipos_contrato).toEqual(['Estágio']);
  });

  it('says whether any filter is in force, the page aside', () => {
    expect(hasFilters({ ...NO_FILTERS, page: 3 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, estados: ['RR'] })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, q: 'tomografia' })).toBe(true);
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('formatSalary', () => {
  it('shows a range, a floor, a ceiling or nothing', () => {
    expect(formatSalary(3000, 4500)).toMatch(/R\$\s3\.000 a R\$\s4\.500/);
    expect(formatSalary(3000, null)).toMatch(/^A partir de R\$\s3\.000$/);
    expect(formatSalary(null, 4500)).toMatch(/^Até R\$\s4\.500$/);
    expect(formatSalary(undefined, undefined)).toBeNull();
  });
});
