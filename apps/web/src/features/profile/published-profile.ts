import { recordOfProfession } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type CandidateFull, profileKeys } from './profile-api';

/**
 * The route state of /perfil right after a publish: the page then says that the profile is
 * published and that clinics can find it.
 */
export interface PublishedState {
  published: true;
}

export const publishedState: PublishedState = { published: true };

export const wasJustPublished = (state: unknown): boolean =>
  Boolean(state && typeof state === 'object' && (state as Partial<PublishedState>).published === true);

export const PUBLISHED_NOTICE = 'Seu perfil está publicado: as clínicas já podem encontrar você.';

/**
 * Puts the profile the publish answered (the same as GET /usuario_candidato/{id}/full) where
 * /perfil reads it: the whole profile, the professional record and the photo link. Without it,
 * /perfil would show what was cached before the publish (the wizard reads the same profile to
 * learn the profession and contact), such as empty formação and experiência, until a reload.
 */
export function showPublishedProfile(queryClient: QueryClient, id: string, full: CandidateFull | null): void {
  if (!full || typeof full !== 'object' || !Array.isArray(full.formacoes)) {
    // An answer without the profile: what was cached is dropped, /perfil reads it again.
    queryClient.removeQueries({ queryKey: profileKeys.candidateAll(id) });
    queryClient.removeQueries({
      predicate: ({ queryKey }) => queryKey[0] === 'registro' && queryKey[2] === id,
    });
    queryClient.removeQueries({ queryKey: profileKeys.photo('candidato', id) });
    return;
  }
  queryClient.setQueryData(profileKeys.candidate(id), full);
  const kind = recordOfProfession(full.tipo_profissao ?? '') || full.registro?.tipo || null;
  if (kind) queryClient.setQueryData(profileKeys.record(kind, id), full.registro ?? null);
  queryClient.setQueryData(profileKeys.photo('candidato', id), full.foto_url ?? null);
}
