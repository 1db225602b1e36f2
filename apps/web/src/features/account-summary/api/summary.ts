import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** The signed-in person's summary for /home (GET /api/v1/usuarios/me/resumo). */

export const summaryKeys = {
  /** Per account, so that another sign-in in the same tab never shows the previous figures. */
  mine: (userId: string) => ['usuarios', 'me', 'resumo', userId] as const,
};

export const useAccountSummary = (userId: string) =>
  useQuery({
    queryKey: summaryKeys.mine(userId),
    queryFn: ({ signal }) => apiGet('/api/v1/usuarios/me/resumo', { signal }),
    enabled: Boolean(userId),
    retry: false,
  });
