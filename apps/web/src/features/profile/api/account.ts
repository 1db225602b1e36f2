import { useMutation } from '@tanstack/react-query';
import { ApiError, apiDelete, buildUrl, extractErrorDetail } from '../../../lib/api';
import type { AccountKind } from '../../../lib/profile-photo';
import { getToken } from '../../../lib/session';

/** The account's deletion (DELETE /api/v1/usuario_{candidato|clinica}/{id}) and its data export. */

export const EXPORT_FILE_NAME = 'meus-dados-rx-odonto.json';

export function useDeleteAccount(kind: AccountKind, id: string) {
  return useMutation({
    mutationFn: () =>
      kind === 'candidato'
        ? apiDelete('/api/v1/usuario_candidato/{id}', { path: { id: Number(id) } })
        : apiDelete('/api/v1/usuario_clinica/{id}', { path: { id: Number(id) } }),
  });
}

/**
 * GET /api/v1/usuarios/me/export with the bearer token, saved by the browser as
 * meus-dados-rx-odonto.json (a Blob behind an object URL and a temporary <a download>).
 */
export async function downloadMyData(): Promise<void> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl('/api/v1/usuarios/me/export'), { headers });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // plain text answer
    }
    throw new ApiError({ status: response.status, detail: extractErrorDetail(body), body });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
