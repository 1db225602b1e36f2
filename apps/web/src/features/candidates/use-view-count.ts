import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchViewCount, registerView, viewCountRetry, viewCountRetryDelay, viewKeys } from './view-count';

/**
 * A candidate's view count, cached per candidate (the list seeds it from its cards): up to 3
 * attempts, 400 ms apart and doubling; a 404 is 0. `enabled` false for visitors (the API
 * answers the count to clinics and the candidate only).
 */
export function useViewCount(candidateId: number | string, enabled = true) {
  return useQuery({
    queryKey: viewKeys.count(candidateId),
    queryFn: ({ signal }) => fetchViewCount(candidateId, signal),
    retry: viewCountRetry,
    retryDelay: viewCountRetryDelay,
    enabled,
  });
}

/**
 * Registers a clinic's view of a candidate without waiting for it: the profile opens whatever
 * happens. On success the candidate's cached count takes the new value and is read again; a
 * failure is only logged ('Falha na requisição ({status}): {message}').
 */
export function useRegisterView(): (candidateId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (candidateId: number) => {
      registerView(candidateId).then(
        (count) => {
          const queryKey = viewKeys.count(candidateId);
          if (count !== null) queryClient.setQueryData(queryKey, count);
          // A read that started before the view was stored is cancelled and made again.
          void queryClient.invalidateQueries({ queryKey });
        },
        (error: unknown) => console.warn(error instanceof Error ? error.message : error),
      );
    },
    [queryClient],
  );
}
