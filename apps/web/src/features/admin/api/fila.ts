import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET /api/v1/admin/fila: the job queue's counts and its failed jobs. */
export function useFila() {
  return useQuery({
    queryKey: adminKeys.fila,
    queryFn: ({ signal }) => apiGet('/api/v1/admin/fila', { signal }),
    retry: false,
  });
}

export type FilaAction = 'tentar-novamente' | 'descartar';

/** POST /api/v1/admin/fila/{id}/tentar-novamente | descartar; the queue and the trail are read again. */
export function useFilaAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: FilaAction }) =>
      action === 'descartar'
        ? apiPost('/api/v1/admin/fila/{id}/descartar', { path: { id } })
        : apiPost('/api/v1/admin/fila/{id}/tentar-novamente', { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
