import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { candidateListKeys, fetchCandidatePage } from './candidate-list-api';
import type { CandidateFilters } from './list-filters';
import { viewKeys } from './view-count';

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
