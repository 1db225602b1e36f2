import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPut } from '../../../lib/api';
import { candidateListKeys } from './candidate-list';
import { candidateProfileKeys } from './candidate-profile';

/**
 * A clinic's saved candidates (PUT/DELETE /api/v1/candidatos_salvos/{id}), private to the clinic.
 * A change reads the list and the candidate's profile again, so the cards, the 'Salvos' filter
 * and the profile's toggle agree.
 */

const path = (id: number) => `/api/v1/candidatos_salvos/${encodeURIComponent(String(id))}`;

export function useSavedToggle(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save ? apiPut(path(candidateId), undefined) : apiDelete(path(candidateId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateListKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidateProfileKeys.full(String(candidateId)) }),
      ]),
  });
}
