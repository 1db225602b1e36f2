import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET /api/v1/admin/resumo: the totals and the last 12 weeks. */
export function useAdminResumo() {
  return useQuery({
    queryKey: adminKeys.resumo,
    queryFn: ({ signal }) => apiGet('/api/v1/admin/resumo', { signal }),
    retry: false,
  });
}
