import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet, apiPost } from './api';
import { extensionOf } from './file-extension';

/**
 * The profile photo of a candidate or a clinic (GET and POST /api/v1/arquivos/perfil/{tipo}/{id}):
 * used by both wizards and the own profile.
 */

export type AccountKind = 'clinica' | 'candidato';

export const PHOTO_TIMEOUT_MS = 15_000;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PHOTO_MISSING_MESSAGE = 'Arquivo ou usuário não encontrado.';

export const photoKeys = {
  photo: (kind: AccountKind, id: string) => ['foto', kind, id] as const,
};

/** The photo's signed link (valid for an hour), or null: no photo yet, or it could not be read. */
export async function fetchPhotoUrl(kind: AccountKind, id: string): Promise<string | null> {
  try {
    const answer = await apiGet('/api/v1/arquivos/perfil/{tipo}/{usuarioId}', {
      path: { tipo: kind, usuarioId: Number(id) },
      query: { expires: '3600' },
    });
    return answer.url || null;
  } catch {
    return null;
  }
}

/**
 * The photo the server keeps for the account (its signed link, or null), cached under
 * photoKeys.photo: what the wizards show after a reload instead of an empty file field.
 */
export function useStoredPhoto(kind: AccountKind, id: string | number | null | undefined, enabled = true) {
  const key = id == null ? '' : String(id);
  return useQuery({
    queryKey: photoKeys.photo(kind, key),
    queryFn: () => fetchPhotoUrl(kind, key),
    enabled: enabled && key !== '',
  });
}

/** Marks the kept photo's cached link as old after an upload (read again where it is shown next). */
export function useForgetStoredPhoto(kind: AccountKind, id: string | number | null | undefined) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (id != null && id !== '')
      void queryClient.invalidateQueries({ queryKey: photoKeys.photo(kind, String(id)) });
  }, [queryClient, kind, id]);
}

/**
 * Sends the photo in the field `arquivo`, renamed to the user id plus its extension; 15 s
 * time-out. Without an id or a file it fails with 'Arquivo ou usuário não encontrado.' before
 * any request.
 */
export async function uploadProfilePhoto(
  kind: AccountKind,
  id: string | number | null | undefined,
  file: File | null,
): Promise<void> {
  if (id == null || id === '' || !file) throw new Error(PHOTO_MISSING_MESSAGE);
  const body = new FormData();
  body.append('arquivo', file, `${id}.${extensionOf(file)}`);
  await apiPost('/api/v1/arquivos/perfil/{tipo}/{usuarioId}', {
    path: { tipo: kind, usuarioId: Number(id) },
    body,
    timeoutMs: PHOTO_TIMEOUT_MS,
  });
}
