import type { CandidateFull } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import type { PublishBody } from '../publish-payload';

interface PublishVariables {
  id: string | number;
  payload: PublishBody;
}

/**
 * POST /api/v1/usuario_candidato/{id}/publicar: the whole wizard in one transaction. The answer
 * is the profile as published (the same as GET /usuario_candidato/{id}/full).
 */
export function publishCandidate(id: string | number, payload: PublishBody): Promise<CandidateFull> {
  return apiPost('/api/v1/usuario_candidato/{id}/publicar', { path: { id: Number(id) }, body: payload });
}

/** The wizard's publish as a mutation; the caller hands the answer to /perfil. */
export function usePublishCandidate() {
  return useMutation({ mutationFn: ({ id, payload }: PublishVariables) => publishCandidate(id, payload) });
}
