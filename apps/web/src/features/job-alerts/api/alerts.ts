import type { AlertaInput } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../lib/api';

/** The candidate's job alerts (/api/v1/alertas) and availability (/api/v1/disponibilidade). */

const ALERTS = '/api/v1/alertas';
const AVAILABILITY = '/api/v1/disponibilidade';
export const alertKeys = {
  mine: ['alertas'] as const,
  availability: ['disponibilidade'] as const,
};

export const useAlerts = () =>
  useQuery({ queryKey: alertKeys.mine, queryFn: ({ signal }) => apiGet(ALERTS, { signal }) });

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: AlertaInput) => apiPost(ALERTS, { body: alert }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine }),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/v1/alertas/{id}', { path: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.mine }),
  });
}

export const useAvailability = () =>
  useQuery({
    queryKey: alertKeys.availability,
    queryFn: ({ signal }) => apiGet(AVAILABILITY, { signal }),
  });

/** The published profile is out of the clinics' list for want of an answer (false while unknown). */
export const useOutOfList = (enabled = true) => {
  const { data } = useQuery({
    queryKey: alertKeys.availability,
    queryFn: ({ signal }) => apiGet(AVAILABILITY, { signal }),
    enabled,
  });
  return Boolean(data?.indisponivel_em);
};

export function useConfirmAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/v1/disponibilidade/confirmar'),
    onSuccess: (state) => queryClient.setQueryData(alertKeys.availability, state),
  });
}
