import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateProfileKeys } from '../../../api/candidate-profile';
import { apiDelete, apiPut } from '../../../lib/api';
import { candidateListKeys } from './candidate-list';

/**
 * A clinic's saved candidates (PUT/DELETE /api/v1/candidatos_salvos/{id}), private to the clinic.
 * A change reads the list and the candidate's profile again, so the cards, the 'Salvos' filter
 * and the profile's toggle agree.
 */

const SAVED = '/api/v1/candidatos_salvos/{candidatoId}';

export function useSavedToggle(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: boolean) =>
      save
        ? apiPut(SAVED, { path: { candidatoId: candidateId } })
        : apiDelete(SAVED, { path: { candidatoId: candidateId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidateListKeys.all }),
        queryClient.invalidateQueries({ queryKey: candidateProfileKeys.full(String(candidateId)) }),
      ]),
  });
}
