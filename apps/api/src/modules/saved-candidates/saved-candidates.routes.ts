// A clinic's saved candidates, private to that clinic (the list's filter salvos=true and each
// card's `salvo` come from candidate-search; contract: packages/shared/src/contract/saved-candidates.ts):
//   PUT    /api/v1/candidatos_salvos/{candidatoId}   saves a published candidate (204, idempotent)
//   DELETE /api/v1/candidatos_salvos/{candidatoId}   removes them from the list (204, idempotent)
// Clinics only: 401 without a session, 403 for candidates; 404 for saving an unknown or
// unpublished candidate.
import { savedCandidatesOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { mount } from '../../plugins/mount';
import { ACCESS_MESSAGES } from '../candidate-records/candidate-access';
import * as repo from './saved-candidates.repo';

export const savedCandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  mount(
    app,
    ops.putCandidatosSalvosByCandidatoId,
    { onRequest: app.requireRole('clinica') },
    async (request, reply) => {
      const saved = await repo.saveCandidate(db, authUser(request).id, request.params.candidatoId);
      if (!saved)
        throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
      return reply.code(204).send(null);
    },
  );

  mount(
    app,
    ops.deleteCandidatosSalvosByCandidatoId,
    { onRequest: app.requireRole('clinica') },
    async (request, reply) => {
      await repo.unsaveCandidate(db, authUser(request).id, request.params.candidatoId);
      return reply.code(204).send(null);
    },
  );
};
