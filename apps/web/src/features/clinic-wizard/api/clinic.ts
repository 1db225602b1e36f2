import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../../lib/api';
import type { ClinicInfoBody } from '../clinic-form';

/**
 * The clinic's whole profile (GET /api/v1/usuario_clinica/{id}/full), read by the wizard and the
 * own profile under one cache key, and the profile's save of the clinic record
 * (PUT, or POST when there is none yet), which reads the profile again.
 */

export const clinicKeys = {
  /** Everything cached about the clinic. */
  all: (id: string | number | null) => ['usuario_clinica', String(id)] as const,
  full: (id: string | number | null) => ['usuario_clinica', String(id), 'full'] as const,
};

export const fetchClinicFull = (id: string | number, signal?: AbortSignal) =>
  apiGet('/api/v1/usuario_clinica/{id}/full', { path: { id: Number(id) }, signal });

export function useClinicFull(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: clinicKeys.full(id),
    queryFn: ({ signal }) => fetchClinicFull(id ?? '', signal),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

/** Saves the clinic record: PUT when it exists, otherwise POST /api/v1/infos_clinica/ creates it. */
export function useSaveClinicInfo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload, exists }: { payload: ClinicInfoBody; exists: boolean }) =>
      exists
        ? apiPut('/api/v1/infos_clinica/{id}', { path: { id: Number(id) }, body: payload })
        : apiPost('/api/v1/infos_clinica', { body: payload }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clinicKeys.all(id) }),
  });
}
