import type { CandidaturaState, CandidaturaStatus, minhasCandidaturasPageSchema } from '@app/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPatch, apiPost } from '../../../lib/api';
import { vagaKeys } from './postings';

/** Applications (POST /vagas/{id}/candidaturas, PATCH /candidaturas/{id}, GET /candidaturas/minhas). */

export type MinhasCandidaturasPage = z.infer<typeof minhasCandidaturasPageSchema>;

export const candidaturaKeys = {
  mine: ['candidaturas', 'minhas'] as const,
};

export function useMinhasCandidaturas() {
  return useQuery({
    queryKey: candidaturaKeys.mine,
    queryFn: ({ signal }) => apiGet('/api/v1/candidaturas/minhas', { signal, query: { size: 100 } }),
    retry: false,
  });
}

/** The candidate applies; the posting and their applications are read again. */
export function useApply(vagaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensagem: string) =>
      apiPost('/api/v1/vagas/{id}/candidaturas', {
        path: { id: vagaId },
        body: mensagem.trim() ? { mensagem } : {},
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vagaKeys.detail(vagaId) }),
        queryClient.invalidateQueries({ queryKey: candidaturaKeys.mine }),
      ]),
  });
}

/** Moves an application (the clinic) or withdraws it (the candidate, status 'retirada'). */
export function useMoveCandidatura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CandidaturaStatus }) =>
      apiPatch('/api/v1/candidaturas/{id}', { path: { id }, body: { status } }),
    onSuccess: (state) => refreshAfterMove(queryClient, state.vaga_id),
  });
}

/** Reads again what a change of an application's stage shows (the board, the posting, the lists). */
function refreshAfterMove(queryClient: QueryClient, vagaId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vagaKeys.applicantsOf(vagaId) }),
    queryClient.invalidateQueries({ queryKey: vagaKeys.detail(vagaId) }),
    queryClient.invalidateQueries({ queryKey: ['vagas', 'minhas'] }),
    queryClient.invalidateQueries({ queryKey: candidaturaKeys.mine }),
  ]);
}

/**
 * The clinic undoes its last move of the application within the undo window (the candidate's
 * e-mail about it is then never sent). A plain function, not a hook: the 'Desfazer' toast
 * outlives the card that raised it (the card moves to another column).
 */
export async function undoMove(queryClient: QueryClient, id: number): Promise<CandidaturaState> {
  const state = await apiPost('/api/v1/candidaturas/{id}/desfazer', { path: { id } });
  await refreshAfterMove(queryClient, state.vaga_id);
  return state;
}
