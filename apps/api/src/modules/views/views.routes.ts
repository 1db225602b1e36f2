// Profile views, at the spec's paths and under /api/v1 (contract: packages/shared/src/contract/views.ts):
//   POST /visualizacoes/visualizacoes?candidato_id=         a clinic registers a view: 201 when
//        counted, 200 when this clinic already viewed the candidate today; {visualizacoes}
//   GET  /visualizacoes/visualizacoes/count?candidato_id=   {visualizacoes}, for the candidate
//        themself and clinics; 404 for an unknown or unpublished candidate (the page shows 0)
import { viewsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import * as service from './views.service';

export const viewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  mount(app, ops.postVisualizacoesVisualizacoes, { onRequest: policy.clinic }, async (request, reply) => {
    const view = await service.registerView(db, authUser(request), request.query.candidato_id);
    if (view.counted) app.scheduleViewNotice(request.query.candidato_id);
    return reply.code(view.counted ? 201 : 200).send({ visualizacoes: view.visualizacoes });
  });

  mount(
    app,
    ops.getVisualizacoesVisualizacoesCount,
    { onRequest: policy.signedIn, preHandler: policy.seeCandidateInQuery('candidato_id') },
    async (request) => service.viewCount(db, request.query.candidato_id),
  );
};
