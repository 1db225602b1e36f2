import type { ContatoPatch, ContatoStatus } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch } from '../../../lib/api';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** Proposal requests: GET /api/v1/admin/contatos, PATCH /api/v1/admin/contatos/{id}. */

export interface ContatosQuery {
  status?: ContatoStatus;
  servico?: number;
  page: number;
}

export function useAdminContatos(query: ContatosQuery) {
  return useQuery({
    queryKey: adminKeys.contatos(query),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/admin/contatos', {
        signal,
        query: { status: query.status, servico: query.servico, page: query.page, size: ADMIN_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Changes a request's status and/or appends a note; the lists, dashboard and trail are read again. */
export function useUpdateContato(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ContatoPatch) =>
      apiPatch('/api/v1/admin/contatos/{id}', { path: { id }, body: patch }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
