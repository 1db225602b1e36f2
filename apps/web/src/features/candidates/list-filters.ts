import { PROFESSIONS, type Profession, UFS, type Uf } from '@app/shared';

/**
 * The candidate list's filters and paging (spec 1 section 3, 'Candidate list filter') and how
 * they live in the page's URL, so a filtered list can be shared and survives a reload:
 * `/candidatos?tipos_profissao=TSB&tipos_profissao=ASB&estados=SP&page=2&size=20`.
 */

/** Spec 1 section 9: page 1, size 50. The API accepts at most 100 per page. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

export interface CandidateFilters {
  tipos_profissao: Profession[];
  estados: Uf[];
  /** Cities of the address, as typed (the API matches them without case). */
  cidades: string[];
  /** Equipment, brands or platforms of the professional record, as typed. */
  equipamentos: string[];
  /** Only the candidates willing to work in another city. */
  deseja_atuar_fora: boolean;
  /** Only the candidates this clinic saved ('Salvos'). */
  salvos: boolean;
  page: number;
  size: number;
}

export const EMPTY_FILTERS: CandidateFilters = {
  tipos_profissao: [],
  estados: [],
  cidades: [],
  equipamentos: [],
  deseja_atuar_fora: false,
  salvos: false,
  page: DEFAULT_PAGE,
  size: DEFAULT_PAGE_SIZE,
};

/** Lower case without accents: 'Tecnólogo', 'tecnologo' and 'TECNOLOGO' are the same key. */
const keyOf = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

const professionByKey = new Map<string, Profession>(PROFESSIONS.map((p) => [keyOf(p), p]));
const ufByKey = new Map<string, Uf>(UFS.map((uf) => [keyOf(uf), uf]));

/** Every value of a parameter, repeated (`?x=a&x=b`) or comma-joined (`?x=a,b`). */
function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Free texts (cities, equipment): spaces collapsed, at most 100 characters, repeats (any case) dropped, at most 20. */
export function freeTexts(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.replace(/\s+/g, ' ').trim();
    const key = value.toLowerCase();
    if (!value || value.length > 100 || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out.slice(0, 20);
}

/** Known values only, without repeats, in the catalogue's order. */
function pick<T extends string>(values: string[], byKey: Map<string, T>, order: readonly T[]): T[] {
  const found = new Set<T>();
  for (const value of values) {
    const known = byKey.get(keyOf(value));
    if (known) found.add(known);
  }
  return order.filter((item) => found.has(item));
}

function integer(raw: string | null, fallback: number, min: number, max: number): number {
  const text = raw?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= min && value <= max ? value : fallback;
}

/** The filters of a URL's query; unknown values and bad numbers are dropped (defaults used). */
export function filtersFromSearch(search: URLSearchParams | string): CandidateFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    tipos_profissao: pick(listValues(params, 'tipos_profissao'), professionByKey, PROFESSIONS),
    estados: pick(listValues(params, 'estados'), ufByKey, UFS),
    cidades: freeTexts(listValues(params, 'cidades')),
    equipamentos: freeTexts(listValues(params, 'equipamentos')),
    deseja_atuar_fora: params.get('deseja_atuar_fora') === 'true',
    salvos: params.get('salvos') === 'true',
    page: integer(params.get('page'), DEFAULT_PAGE, 1, Number.MAX_SAFE_INTEGER),
    size: integer(params.get('size'), DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  };
}

/** The query of a URL for the filters: each value repeated; page and size only when not the default. */
export function filtersToSearch(filters: CandidateFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const profession of filters.tipos_profissao) params.append('tipos_profissao', profession);
  for (const uf of filters.estados) params.append('estados', uf);
  for (const city of filters.cidades) params.append('cidades', city);
  for (const item of filters.equipamentos) params.append('equipamentos', item);
  if (filters.deseja_atuar_fora) params.set('deseja_atuar_fora', 'true');
  if (filters.salvos) params.set('salvos', 'true');
  if (filters.page !== DEFAULT_PAGE) params.set('page', String(filters.page));
  if (filters.size !== DEFAULT_PAGE_SIZE) params.set('size', String(filters.size));
  return params;
}

/** The query parameters of the list call (spec 1 section 7): filters repeated, page and size. */
export function filtersToQuery(filters: CandidateFilters) {
  return {
    tipos_profissao: filters.tipos_profissao,
    estados: filters.estados,
    cidades: filters.cidades,
    equipamentos: filters.equipamentos,
    ...(filters.deseja_atuar_fora ? { deseja_atuar_fora: 'true' } : {}),
    ...(filters.salvos ? { salvos: 'true' } : {}),
    page: filters.page,
    size: filters.size,
  };
}

/** How many filters are in force: each chosen profession, state, city and equipment, and each switch on. */
export function activeFilterCount(filters: Omit<CandidateFilters, 'page' | 'size'>): number {
  return (
    filters.tipos_profissao.length +
    filters.estados.length +
    filters.cidades.length +
    filters.equipamentos.length +
    (filters.deseja_atuar_fora ? 1 : 0) +
    (filters.salvos ? 1 : 0)
  );
}

/** The number of pages for a total (at least 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}
