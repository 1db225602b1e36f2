import type { CandidatePage } from '@app/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { viewKeys } from '../../../api/views';
import { apiGet, hasErrorCode } from '../../../lib/api';
import { type CandidateFilters, filtersToQuery } from '../list-filters';

/**
 * The clinics' candidate list (GET /api/v1/usuario_candidato/full): one page of cards. A 404
 * (code 'not_found': the spec's 'nenhum usuário') is an empty list; other errors are logged
 * ('Erro ao listar candidatos') and passed on.
 */

export const LIST_PATH = '/api/v1/usuario_candidato/full';
/** The list's time-out. */
export const LIST_TIMEOUT_MS = 10_000;
export const LIST_ERROR_LOG = 'Erro ao listar candidatos';

export const candidateListKeys = {
  all: ['candidatos', 'lista'] as const,
  page: (filters: CandidateFilters) => [...candidateListKeys.all, filters] as const,
};

/** A 404 answer (code 'not_found'): the list is empty. */
export function isEmptyListError(error: unknown): boolean {
  return hasErrorCode(error, 'not_found');
}

export async function fetchCandidatePage(
  filters: CandidateFilters,
  signal?: AbortSignal,
): Promise<CandidatePage> {
  try {
    return await apiGet(LIST_PATH, {
      query: filtersToQuery(filters),
      timeoutMs: LIST_TIMEOUT_MS,
      signal,
    });
  } catch (error) {
    if (isEmptyListError(error)) return { items: [], total: 0, page: filters.page, size: filters.size };
    if (!signal?.aborted) console.error(LIST_ERROR_LOG, error);
    throw error;
  }
}

/**
 * One page of the candidate list for the filters (clinics only: `enabled` false otherwise).
 * Each card's view count is put in that candidate's count cache, so the cards show it without
 * one request each; the previous page stays on screen while the next one loads.
 */
export function useCandidateList(filters: CandidateFilters, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: candidateListKeys.page(filters),
    queryFn: async ({ signal }) => {
      const page = await fetchCandidatePage(filters, signal);
      for (const card of page.items) queryClient.setQueryData(viewKeys.count(card.id), card.visualizacoes);
      return page;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
