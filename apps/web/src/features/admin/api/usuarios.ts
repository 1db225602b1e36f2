import type { AccountType } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** Accounts: list, detail, suspend / reactivate, verify / unverify a clinic. */

export interface UsuariosQuery {
  tipo?: AccountType;
  q?: string;
  page: number;
}

export function useAdminUsuarios(query: UsuariosQuery) {
  return useQuery({
    queryKey: adminKeys.usuarios(query),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/admin/usuarios', {
        signal,
        query: { tipo: query.tipo, q: query.q, page: query.page, size: ADMIN_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAdminUsuario(id: number) {
  return useQuery({
    queryKey: adminKeys.usuario(id),
    queryFn: ({ signal }) => apiGet('/api/v1/admin/usuarios/{id}', { path: { id }, signal }),
    retry: false,
  });
}

export type ModerationAction =
  | { kind: 'suspender'; motivo: string }
  | { kind: 'reativar' }
  | { kind: 'verificar' }
  | { kind: 'desverificar' };

/** One moderation action on the account `id` (its clinic for verificar / desverificar). */
export function useModerate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => {
      if (action.kind === 'suspender')
        return apiPost('/api/v1/admin/usuarios/{id}/suspender', {
          path: { id },
          body: { motivo: action.motivo },
        });
      if (action.kind === 'reativar')
        return apiPost('/api/v1/admin/usuarios/{id}/reativar', { path: { id } });
      if (action.kind === 'verificar')
        return apiPost('/api/v1/admin/clinicas/{id}/verificar', { path: { id } });
      return apiPost('/api/v1/admin/clinicas/{id}/desverificar', { path: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
