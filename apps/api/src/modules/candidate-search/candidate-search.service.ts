// The clinics' candidate list (GET /usuario_candidato/full): the filters of the query string
// checked against the catalogues, one page of published candidates newest first, and its total.
import { type CandidatePage, PROFESSIONS, UFS } from '@app/shared';
import type { Database } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { PhotoLinkCache } from '../files/photo-link-cache';
import * as repo from './candidate-search.repo';
import { CountCache } from './count-cache';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;
export const MAX_EQUIPMENT_FILTERS = 20;
export const MAX_EQUIPMENT_LENGTH = 100;

export const SEARCH_MESSAGES = {
  page: 'page deve ser um número inteiro maior ou igual a 1.',
  size: `size deve estar entre 1 e ${MAX_PAGE_SIZE}.`,
  profession: (value: string) => `Profissão inválida: '${value}'. Use uma de: ${PROFESSIONS.join(', ')}.`,
  state: (value: string) => `Estado inválido: '${value}'. Use a sigla de um estado, como SP ou RJ.`,
  tooManyEquipment: `Informe no máximo ${MAX_EQUIPMENT_FILTERS} equipamentos.`,
  salvos: "salvos deve ser 'true' ou 'false'.",
  equipmentTooLong: (value: string) =>
    `Equipamento longo demais: '${value.slice(0, 30)}…' (máximo ${MAX_EQUIPMENT_LENGTH} caracteres).`,
} as const;

export type RawQueryValue = string | string[] | undefined;

export interface SearchQuery {
  filter: repo.SearchFilter;
  /** The clinic asking (each card says whether it saved the candidate). */
  clinicId: number;
  page: number;
  size: number;
}

/** The values of a repeatable parameter: `?x=a&x=b`, `?x=a,b` or both; trimmed, blanks dropped. */
export function listParam(value: RawQueryValue): string[] {
  const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

const unique = (values: string[]) => [...new Set(values)];

const professionByKey = new Map<string, string>(PROFESSIONS.map((p) => [p.toLocaleLowerCase('pt-BR'), p]));
const ufSet = new Set<string>(UFS);

function positiveInteger(value: RawQueryValue, fallback: number, message: string): number {
  const text = (Array.isArray(value) ? value[value.length - 1] : value)?.trim();
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw new HttpError(422, message);
  return Number(text);
}

/** salvos=true|false (absent is false). */
function savedOnly(value: RawQueryValue): boolean {
  const text = (Array.isArray(value) ? value[value.length - 1] : value)?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  throw new HttpError(422, SEARCH_MESSAGES.salvos);
}

/**
 * The filters and paging of the query string for the clinic `clinicId`; 422 with a Portuguese
 * message naming a bad value.
 */
export function parseSearchQuery(query: Record<string, RawQueryValue>, clinicId: number): SearchQuery {
  const tiposProfissao = listParam(query.tipos_profissao).map((value) => {
    const profession = professionByKey.get(value.toLocaleLowerCase('pt-BR'));
    if (!profession) throw new HttpError(422, SEARCH_MESSAGES.profession(value));
    return profession;
  });
  const estados = listParam(query.estados).map((value) => {
    const uf = value.toUpperCase();
    if (!ufSet.has(uf)) throw new HttpError(422, SEARCH_MESSAGES.state(value));
    return uf;
  });
  const equipamentos = unique(listParam(query.equipamentos).map((v) => v.replace(/\s+/g, ' ')));
  for (const value of equipamentos) {
    if (value.length > MAX_EQUIPMENT_LENGTH)
      throw new HttpError(422, SEARCH_MESSAGES.equipmentTooLong(value));
  }
  if (equipamentos.length > MAX_EQUIPMENT_FILTERS) throw new HttpError(422, SEARCH_MESSAGES.tooManyEquipment);

  const page = positiveInteger(query.page, 1, SEARCH_MESSAGES.page);
  const size = positiveInteger(query.size, DEFAULT_PAGE_SIZE, SEARCH_MESSAGES.size);
  if (size > MAX_PAGE_SIZE) throw new HttpError(422, SEARCH_MESSAGES.size);
  return {
    filter: {
      tiposProfissao: unique(tiposProfissao).sort(),
      estados: unique(estados).sort(),
      equipamentos,
      savedBy: savedOnly(query.salvos) ? clinicId : null,
    },
    clinicId,
    page,
    size,
  };
}

/** The totals of one app (see count-cache.ts). */
export const createCountCache = () => new CountCache();

/**
 * A page of the list and its total: two queries (the total may come from the cache instead), run
 * together. Photo links are signed here, without a query (reused for a few minutes, photo-link-cache.ts).
 */
export async function listCandidates(
  database: Database,
  photoLinks: PhotoLinkCache,
  counts: CountCache,
  { filter, clinicId, page, size }: SearchQuery,
): Promise<CandidatePage> {
  const key = JSON.stringify([filter.tiposProfissao, filter.estados, [...filter.equipamentos].sort()]);
  // A clinic's saved list is small and changes with each save: counted every time, never cached.
  const count = () => repo.countCandidates(database, filter);
  const [rows, total] = await Promise.all([
    repo.findCandidatePage(database, filter, clinicId, size, (page - 1) * size),
    filter.savedBy === null ? counts.get(key, count) : count(),
  ]);
  const items = await Promise.all(
    rows.map(async (row) => ({
      id: Number(row.id),
      nome: row.nome,
      tipo_profissao: row.tipo_profissao,
      estado: row.estado ?? '',
      cidade: row.cidade ?? '',
      foto_url: row.foto_key ? await photoLinks.link(row.foto_key) : null,
      visualizacoes: Number(row.visualizacoes),
      published_at: row.published_at,
      salvo: row.salvo === true,
    })),
  );
  return { items, total, page, size };
}
