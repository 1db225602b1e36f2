import type { ContatoRequestData } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

/** Proposal requests ('Solicitar proposta'): POST /api/v1/contatos, open to anyone. */
export function useRequestProposal() {
  return useMutation({
    mutationFn: (request: ContatoRequestData) => apiPost('/api/v1/contatos', { body: request }),
  });
}
