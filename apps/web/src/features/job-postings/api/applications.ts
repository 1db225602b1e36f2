import type { CandidaturaState, CandidaturaStatus, minhasCandidaturasPageSchema } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
    queryFn: ({ signal }) =>
      apiGet<MinhasCandidaturasPage>('/api/v1/candidaturas/minhas', { signal, query: { size: 100 } }),
    retry: false,
  });
}

/** The candidate applies; the posting and their applications are read again. */
export function useApply(vagaId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mensagem: string) =>
      apiPost<CandidaturaState>(`/api/v1/vagas/${vagaId}/candidaturas`, mensagem.trim() ? { mensagem } : {}),
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
      apiPatch<CandidaturaState>(`/api/v1/candidaturas/${id}`, { status }),
    onSuccess: (state) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vagaKeys.applicantsOf(state.vaga_id) }),
        queryClient.invalidateQueries({ queryKey: vagaKeys.detail(state.vaga_id) }),
        queryClient.invalidateQueries({ queryKey: ['vagas', 'minhas'] }),
        queryClient.invalidateQueries({ queryKey: candidaturaKeys.mine }),
      ]),
  });
}
