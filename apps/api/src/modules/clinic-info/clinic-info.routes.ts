// The clinic's information and whole profile (spec 2 sections 2.2, 2.3, 3 and 7). Registered
// without a prefix; infos_clinica answers under /api/v1 and at the spec's bare path:
//   POST /infos_clinica/ (create or replace)   PUT /infos_clinica/{clinicId}   GET /infos_clinica/{clinicId}
//   GET  /api/v1/usuario_clinica/{id}/full     the clinic, its information, address and photo link
// Only the clinic itself reads and writes them. The clinic photo goes through the files module
// (POST /api/v1/arquivos/perfil/clinica/{id}).
import { clinicInfoSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { API_PREFIX, specPaths } from '../../plugins/route-paths';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { clinicOnly, ownClinicInPath } from './clinic-access';
import { fullClinicSchema, infosAnswerSchema } from './clinic-info.schemas';
import * as service from './clinic-info.service';

const tags = ['clinicas'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

export const clinicInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  for (const { url, hide } of specPaths('/infos_clinica')) {
    app.post(
      url,
      {
        onRequest: clinicOnly,
        schema: {
          hide,
          tags,
          security,
          summary:
            'Grava as informações da clínica da sessão (cria ou substitui) e publica a clínica na primeira vez.',
          body: clinicInfoSchema,
          response: { 200: infosAnswerSchema, 201: infosAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { answer, created } = await service.saveInfos(db, request.user, undefined, request.body);
        return reply.code(created ? 201 : 200).send(answer);
      },
    );
    app.put(
      `${url}/:id`,
      {
        onRequest: ownClinicInPath('id', true),
        schema: {
          hide,
          tags,
          security,
          summary: 'Grava as informações da clínica (id da clínica; cria ou substitui).',
          params: idParams,
          body: clinicInfoSchema,
          response: { 200: infosAnswerSchema, ...errors },
        },
      },
      async (request) => (await service.saveInfos(db, request.user, request.params.id, request.body)).answer,
    );
    app.get(
      `${url}/:id`,
      {
        onRequest: ownClinicInPath('id', false),
        schema: {
          hide,
          tags,
          security,
          summary: 'As informações da clínica (id da clínica; só a própria clínica).',
          params: idParams,
          response: {
            200: z.object({ tipo: z.literal('infos_clinica'), data: infosAnswerSchema }),
            ...errors,
          },
        },
      },
      async (request) => service.infosOf(db, request.user, request.params.id),
    );
  }

  app.get(
    `${API_PREFIX}/usuario_clinica/:id/full`,
    {
      onRequest: ownClinicInPath('id', false),
      schema: {
        tags,
        security,
        summary: 'A clínica completa: cadastro, informações, endereço e foto (só a própria clínica).',
        params: idParams,
        response: { 200: fullClinicSchema, ...errors },
      },
    },
    async (request) => service.fullClinic(db, storage, request.user, request.params.id),
  );
};
