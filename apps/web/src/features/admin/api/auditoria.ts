import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** GET /api/v1/admin/auditoria: the audit trail, newest first. */
export function useAuditoria(page: number) {
  return useQuery({
    queryKey: adminKeys.auditoria(page),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/admin/auditoria', { signal, query: { page, size: ADMIN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
