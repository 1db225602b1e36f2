import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiGet, apiPost } from '../lib/api';

/**
 * Profile views (GET /visualizacoes/visualizacoes/count, POST /visualizacoes/visualizacoes): a
 * clinic opening a card registers a view; the count is read with up to 3 attempts, 400 ms apart
 * and doubling, a 404 meaning 0, and cached per candidate.
 */

export const COUNT_PATH = '/api/v1/visualizacoes/visualizacoes/count';
export const REGISTER_PATH = '/api/v1/visualizacoes/visualizacoes';
export const VIEW_COUNT_ATTEMPTS = 3;
export const VIEW_COUNT_FIRST_DELAY_MS = 400;

export const viewKeys = {
  all: ['visualizacoes'] as const,
  count: (candidateId: number | string) => ['visualizacoes', String(candidateId)] as const,
};

/** Answers that another attempt cannot change (session, permission, bad id). */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 422]);

/**
 * TanStack Query's `retry` for the count: `failureCount` failures so far (0 after the first),
 * so at most VIEW_COUNT_ATTEMPTS attempts in all; client errors are not tried again.
 */
export function viewCountRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < VIEW_COUNT_ATTEMPTS - 1;
}

/** TanStack Query's `retryDelay`: 400 ms, then 800 ms. */
export const viewCountRetryDelay = (failureCount: number): number =>
  VIEW_COUNT_FIRST_DELAY_MS * 2 ** failureCount;

/** The count; a 404 (unknown or unpublished candidate) is 0. */
export async function fetchViewCount(candidateId: number | string, signal?: AbortSignal): Promise<number> {
  try {
    const answer = await apiGet(COUNT_PATH, { query: { candidato_id: Number(candidateId) }, signal });
    return answer.visualizacoes;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

export const UNEXPECTED_VIEW_ERROR = 'Erro inesperado ao comunicar com o servidor.';

/** The view registration's failure text, for the console. */
export function viewRegistrationMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    return `Falha na requisição (${error.status}): ${error.detail ?? 'sem mensagem do servidor'}`;
  }
  return UNEXPECTED_VIEW_ERROR;
}

/** Registers a clinic's view: the new count. */
export async function registerView(candidateId: number | string): Promise<number> {
  try {
    const answer = await apiPost(REGISTER_PATH, { query: { candidato_id: Number(candidateId) } });
    return answer.visualizacoes;
  } catch (error) {
    throw new Error(viewRegistrationMessage(error), { cause: error });
  }
}

/**
 * A candidate's view count, cached per candidate (the list seeds it from its cards). `enabled`
 * false for visitors (the API answers the count to clinics and the candidate only).
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
          queryClient.setQueryData(queryKey, count);
          // A read that started before the view was stored is cancelled and made again.
          void queryClient.invalidateQueries({ queryKey });
        },
        (error: unknown) => console.warn(error instanceof Error ? error.message : error),
      );
    },
    [queryClient],
  );
}
