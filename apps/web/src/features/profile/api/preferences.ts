import type { PreferencesAnswer } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api';

/** The candidate's e-mail settings (GET/PUT /api/v1/usuarios/me/preferencias). */

const PATH = '/api/v1/usuarios/me/preferencias';
export const preferencesKeys = { mine: ['usuarios', 'me', 'preferencias'] as const };

export const usePreferences = () =>
  useQuery({
    queryKey: preferencesKeys.mine,
    queryFn: ({ signal }) => apiGet(PATH, { signal }),
  });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: PreferencesAnswer) => apiPut(PATH, { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKeys.mine, saved),
  });
}
