// Profile views, at the spec's paths and under /api/v1:
//   POST /visualizacoes/visualizacoes?candidato_id=         a clinic registers a view: 201 when
//        counted, 200 when this clinic already viewed the candidate today; {visualizacoes}
//   GET  /visualizacoes/visualizacoes/count?candidato_id=   {visualizacoes}, for the candidate
//        themself and clinics; 404 for an unknown or unpublished candidate (the page shows 0)
import { viewCountSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { specPaths } from '../../plugins/route-paths';
import { idParam } from '../candidate-records/candidate-records.schemas';
import * as service from './views.service';

const tags = ['visualizacoes'];
const security = [{ bearerAuth: [] }];
const querystring = z.object({ candidato_id: idParam.describe('Id do candidato.') });
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export const viewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  for (const { url, hide } of specPaths('/visualizacoes/visualizacoes')) {
    app.post(
      url,
      {
        onRequest: policy.clinic,
        schema: {
          hide,
          tags,
          security,
          summary:
            'Registra a visualização do perfil de um candidato publicado por uma clínica (uma por clínica, candidato e dia).',
          querystring,
          response: { 200: viewCountSchema, 201: viewCountSchema, ...errors },
        },
      },
      async (request, reply) => {
        const view = await service.registerView(db, authUser(request), request.query.candidato_id);
        if (view.counted) app.scheduleViewNotice(request.query.candidato_id);
        return reply.code(view.counted ? 201 : 200).send({ visualizacoes: view.visualizacoes });
      },
    );
  }

  for (const { url, hide } of specPaths('/visualizacoes/visualizacoes/count')) {
    app.get(
      url,
      {
        onRequest: policy.signedIn,
        preHandler: policy.seeCandidateInQuery('candidato_id'),
        schema: {
          hide,
          tags,
          security,
          summary:
            'Quantas visualizações o perfil do candidato tem (para o próprio candidato e, depois de publicado, clínicas).',
          querystring,
          response: { 200: viewCountSchema, ...errors },
        },
      },
      async (request) => service.viewCount(db, request.query.candidato_id),
    );
  }
};
