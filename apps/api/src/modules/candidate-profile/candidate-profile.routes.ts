// The candidate's whole profile and the one-request publish of the wizard (registered under
// /api/v1, the only path the spec shows for them):
//   GET  /api/v1/usuario_candidato/{id}/full       the candidate, the records, photo link, views
//        (?visao=clinica: the owner reads it exactly as a clinic gets it)
//        (404 to others until the candidate publishes; a clinic opens PROFILE_READS_PER_DAY a day)
//   POST /api/v1/usuario_candidato/{id}/publicar   the whole wizard in one transaction
import { candidateFullSchema, candidatePublishSchema, PUBLISH_CONSENT_MESSAGE } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { fullProfile, publish } from './candidate-profile.service';

const tags = ['candidatos'];
const fullQuery = z.object({
  visao: z
    .enum(['clinica'])
    .optional()
    .describe(
      "'clinica': a resposta exatamente como uma clínica a recebe (endereço sem rua, número, complemento e CEP; sem CPF), para o candidato ver o próprio perfil como as clínicas veem.",
    ),
});
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  app.get(
    '/usuario_candidato/:id/full',
    {
      onRequest: policy.readCandidate('id'),
      schema: {
        tags,
        security,
        summary:
          'O candidato completo: formações, experiências, endereço, registro profissional, foto e visualizações.',
        params: idParams,
        querystring: fullQuery,
        response: { 200: candidateFullSchema, ...errors, 429: errorSchema },
      },
    },
    async (request) =>
      fullProfile(db, storage, authUser(request), request.params.id, {
        asClinic: request.query.visao === 'clinica',
      }),
  );

  app.post(
    '/usuario_candidato/:id/publicar',
    {
      onRequest: policy.ownCandidate('id'),
      // The consent comes first, with its own message (LGPD: consent must be demonstrable).
      preValidation: async (request) => {
        const body = request.body as { consentimento?: unknown } | null | undefined;
        if (body?.consentimento !== true)
          throw new HttpError(422, PUBLISH_CONSENT_MESSAGE, {
            fields: [{ field: 'consentimento', code: 'field.required', message: PUBLISH_CONSENT_MESSAGE }],
          });
      },
      schema: {
        tags,
        security,
        summary:
          'Publica o currículo inteiro numa transação: substitui formações e experiências, grava endereço e registro profissional e registra o consentimento.',
        params: idParams,
        body: candidatePublishSchema,
        response: { 200: candidateFullSchema, ...errors },
      },
    },
    async (request) => publish(db, storage, authUser(request), request.params.id, request.body),
  );
};
