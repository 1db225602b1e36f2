// The candidate's whole profile and the one-request publish of the wizard (under /api/v1, the only
// path the spec shows for them; contract: packages/shared/src/contract/candidate-profile.ts):
//   GET  /api/v1/usuario_candidato/{id}/full       the candidate, the records, photo link, views
//        (?visao=clinica: the owner reads it exactly as a clinic gets it)
//        (404 to others until the candidate publishes; a clinic opens PROFILE_READS_PER_DAY a day)
//   POST /api/v1/usuario_candidato/{id}/publicar   the whole wizard in one transaction
import { PUBLISH_CONSENT_MESSAGE } from '@app/shared';
import { candidateProfileOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { mount } from '../../plugins/mount';
import { fullProfile, publish } from './candidate-profile.service';

export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  mount(app, ops.getUsuarioCandidatoByIdFull, { onRequest: policy.readCandidate('id') }, async (request) =>
    fullProfile(db, storage, authUser(request), request.params.id, {
      asClinic: request.query.visao === 'clinica',
    }),
  );

  mount(
    app,
    ops.postUsuarioCandidatoByIdPublicar,
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
    },
    async (request) => publish(db, storage, authUser(request), request.params.id, request.body),
  );
};
