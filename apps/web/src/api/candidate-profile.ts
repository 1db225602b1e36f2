import type { CandidateFull } from '@app/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api';
import { photoKeys } from '../lib/profile-photo';

/**
 * A candidate's whole profile (GET /api/v1/usuario_candidato/{id}/full): the one way the own
 * profile, the wizard and a clinic's view of the candidate read it, under one cache key.
 */

export const candidateProfileKeys = {
  /** Everything cached about the candidate (the profile and what hangs under it). */
  all: (id: string) => ['usuario_candidato', id] as const,
  full: (id: string) => ['usuario_candidato', id, 'full'] as const,
  /** The owner's profile exactly as clinics get it (…/full?visao=clinica). */
  clinicView: (id: string) => ['usuario_candidato', id, 'full', 'visao-clinica'] as const,
};

export const fetchCandidateFull = (id: string, signal?: AbortSignal) =>
  apiGet('/api/v1/usuario_candidato/{id}/full', { path: { id: Number(id) }, signal });

export function useCandidateFull(id: string | null, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: candidateProfileKeys.full(id ?? ''),
    queryFn: ({ signal }) => fetchCandidateFull(id ?? '', signal),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

/**
 * The candidate's own profile as the API answers clinics (the address minimised to city, state
 * and willingness to work elsewhere; no CPF or birth date): what 'Ver como a clínica vê' shows.
 */
export function useCandidateClinicView(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: candidateProfileKeys.clinicView(id),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/usuario_candidato/{id}/full', {
        path: { id: Number(id) },
        signal,
        query: { visao: 'clinica' },
      }),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}

/**
 * Puts the profile the wizard's publish answered (the same as GET …/full) where the profile page
 * reads it; without one, what was cached is dropped and read again. Otherwise /perfil would show
 * what was cached before the publish (such as empty formação and experiência) until a reload.
 */
export function showPublishedProfile(queryClient: QueryClient, id: string, full: CandidateFull | null): void {
  if (!full) {
    queryClient.removeQueries({ queryKey: candidateProfileKeys.all(id) });
    queryClient.removeQueries({ queryKey: photoKeys.photo('candidato', id) });
    return;
  }
  queryClient.setQueryData(candidateProfileKeys.full(id), full);
  queryClient.removeQueries({ queryKey: candidateProfileKeys.clinicView(id) });
  queryClient.setQueryData(photoKeys.photo('candidato', id), full.foto_url);
}
