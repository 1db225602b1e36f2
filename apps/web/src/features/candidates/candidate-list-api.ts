import { ApiError, apiGet } from '../../lib/api';
import { firstText, isObject } from '../../lib/loose';
import { type CandidateFilters, filtersToQuery } from './list-filters';

/**
 * The clinics' candidate list (spec 1 section 7, GET /usuario_candidato/full): one page of
 * cards. The answer is read tolerantly: an array, or an object whose items, results or data is
 * the array; anything else is an empty list. A 404, or an error whose message matches
 * 'nenhum usuário', is an empty list too (spec 1 section 8); other errors are logged
 * ('Erro ao listar candidatos') and passed on.
 */

export const LIST_PATH = '/api/v1/usuario_candidato/full';
/** Spec 1 section 9: the list client's time-out. */
export const LIST_TIMEOUT_MS = 10_000;
export const LIST_ERROR_LOG = 'Erro ao listar candidatos';

export interface CandidateCardData {
  id: number;
  nome: string;
  tipo_profissao: string;
  estado: string;
  cidade: string;
  foto_url: string | null;
  visualizacoes: number;
}

export interface CandidatePage {
  items: CandidateCardData[];
  /** How many candidates match the filters; null when the answer did not say. */
  total: number | null;
  page: number;
  size: number;
}

export const candidateListKeys = {
  all: ['candidatos', 'lista'] as const,
  page: (filters: CandidateFilters) => [...candidateListKeys.all, filters] as const,
};

/** A whole, non-negative number (or numeric text); null otherwise. */
export function countOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

function idOf(value: unknown): number | null {
  const id = countOf(value);
  return id !== null && id > 0 ? id : null;
}

/** One card; null when the item has no usable id. */
export function normalizeCard(item: unknown): CandidateCardData | null {
  if (!isObject(item)) return null;
  const id = idOf(item.id ?? item.usuario_id ?? item.usuario_candidato_id);
  if (id === null) return null;
  const endereco = isObject(item.endereco) ? item.endereco : {};
  return {
    id,
    nome: firstText(item.nome, item.name),
    tipo_profissao: firstText(item.tipo_profissao, item.profissao),
    estado: firstText(item.estado, item.uf, endereco.estado, endereco.uf).toUpperCase(),
    cidade: firstText(item.cidade, endereco.cidade),
    foto_url: firstText(item.foto_url, item.foto, item.photo_url) || null,
    visualizacoes: countOf(item.visualizacoes) ?? 0,
  };
}

/** The array of a list answer: itself, or its items, results or data; otherwise []. */
export function listItemsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (!isObject(answer)) return [];
  for (const key of ['items', 'results', 'data'] as const) {
    const value = answer[key];
    if (Array.isArray(value)) return value;
  }
  return [];
}

/** A page of cards from any answer shape; the requested page and size when it gives none. */
export function normalizeCandidateList(
  answer: unknown,
  requested: Pick<CandidateFilters, 'page' | 'size'>,
): CandidatePage {
  const items = listItemsOf(answer)
    .map(normalizeCard)
    .filter((card): card is CandidateCardData => card !== null);
  const meta = isObject(answer) ? answer : {};
  const page = idOf(meta.page) ?? requested.page;
  const size = idOf(meta.size) ?? requested.size;
  const total = countOf(meta.total ?? meta.count);
  return { items, total, page, size };
}

/** 404, or a message matching 'nenhum usuário': the list is empty. */
export function isEmptyListError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 404) return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /nenhum usu[aá]rio/i.test(message);
}

export async function fetchCandidatePage(
  filters: CandidateFilters,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  try {
    const answer = await apiGet(LIST_PATH, {
      query: filtersToQuery(filters),
      timeoutMs: LIST_TIMEOUT_MS,
      signal,
    });
    return normalizeCandidateList(answer, filters);
  } catch (error) {
    if (isEmptyListError(error)) return { items: [], total: 0, page: filters.page, size: filters.size };
    if (!signal?.aborted) console.error(LIST_ERROR_LOG, error);
    throw error;
  }
}
