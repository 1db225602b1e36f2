import { describe, expect, it } from 'vitest';
import { formatSalary } from '../display';
import { filtersFromSearch, filtersToSearch } from './postings';

describe('the /vagas filters in the URL', () => {
  it('reads repeatable lists, the search text and the page', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('estados=SP&estados=RJ&estados=SP&tipos_contrato=CLT&q=%20tsb%20&page=3'),
    );
    expect(filters).toEqual({
      tipos_profissao: [],
      estados: ['RJ', 'SP'],
      tipos_contrato: ['CLT'],
      q: 'tsb',
      page: 3,
    });
  });

  it('takes page 1 for a missing or bad page', () => {
    expect(filtersFromSearch(new URLSearchParams('page=abc')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('page=0')).page).toBe(1);
  });

  it('writes them back without empty values nor page 1, and round-trips', () => {
    const filters = { tipos_profissao: ['TSB'], estados: [], tipos_contrato: [], q: '', page: 1 };
    expect(filtersToSearch(filters).toString()).toBe('tipos_profissao=TSB');
    const full = { tipos_profissao: ['ASB'], estados: ['MG'], tipos_contrato: ['PJ'], q: 'raio x', page: 2 };
    expect(filtersFromSearch(filtersToSearch(full))).toEqual(full);
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
