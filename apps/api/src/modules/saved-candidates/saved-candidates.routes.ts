// A clinic's saved candidates, private to that clinic (the list's filter salvos=true and each
// card's `salvo` come from candidate-search):
//   PUT    /api/v1/candidatos_salvos/{candidatoId}   saves a published candidate (204, idempotent)
//   DELETE /api/v1/candidatos_salvos/{candidatoId}   removes them from the list (204, idempotent)
// Clinics only: 401 without a session, 403 for candidates; 404 for saving an unknown or
// unpublished candidate.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { API_PREFIX } from '../../plugins/route-paths';
import { ACCESS_MESSAGES } from '../candidate-records/candidate-access';
import { idParam } from '../candidate-records/candidate-records.schemas';
import * as repo from './saved-candidates.repo';

const tags = ['candidatos'];
const security = [{ bearerAuth: [] }];
const params = z.object({ candidatoId: idParam.describe('Id do candidato.') });
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };
const url = `${API_PREFIX}/candidatos_salvos/:candidatoId`;

export const savedCandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.put(
    url,
    {
      onRequest: app.requireRole('clinica'),
      schema: {
        tags,
        security,
        summary: 'Salva um candidato publicado na lista da clínica (só ela a vê).',
        params,
        response: { 204: z.null(), ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const saved = await repo.saveCandidate(db, authUser(request).id, request.params.candidatoId);
      if (!saved)
        throw new HttpError(404, ACCESS_MESSAGES.candidateNotFound, { code: 'candidate.not_found' });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    url,
    {
      onRequest: app.requireRole('clinica'),
      schema: {
        tags,
        security,
        summary: 'Tira um candidato da lista de salvos da clínica.',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await repo.unsaveCandidate(db, authUser(request).id, request.params.candidatoId);
      return reply.code(204).send(null);
    },
  );
};
