// The clinic's information (equipment, hours, address) and whole profile. Registered without a
// prefix; infos_clinica answers under /api/v1 and at the contract's bare path:
//   POST /infos_clinica/ (create or replace)   PUT /infos_clinica/{clinicId}   GET /infos_clinica/{clinicId}
//   GET  /api/v1/usuario_clinica/{id}/full     the clinic, its information, address and photo link
// Only the clinic itself reads and writes them. The clinic photo goes through the files module
// (POST /api/v1/arquivos/perfil/clinica/{id}).
import { clinicFullSchema, clinicInfoSchema, infosAnswerSchema, infosRecordAnswerSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { API_PREFIX, specPaths } from '../../plugins/route-paths';
import { idParams } from '../candidate-records/candidate-records.schemas';
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
        onRequest: policy.clinicData,
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
        const { answer, created } = await service.saveInfos(db, authUser(request), request.body);
        return reply.code(created ? 201 : 200).send(answer);
      },
    );
    app.put(
      `${url}/:id`,
      {
        onRequest: policy.ownClinic('id'),
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
      async (request) => (await service.saveInfos(db, authUser(request), request.body)).answer,
    );
    app.get(
      `${url}/:id`,
      {
        onRequest: policy.readOwnClinic('id'),
        schema: {
          hide,
          tags,
          security,
          summary: 'As informações da clínica (id da clínica; só a própria clínica).',
          params: idParams,
          response: {
            200: infosRecordAnswerSchema,
            ...errors,
          },
        },
      },
      async (request) => service.infosOf(db, request.params.id),
    );
  }

  app.get(
    `${API_PREFIX}/usuario_clinica/:id/full`,
    {
      onRequest: policy.readOwnClinic('id'),
      schema: {
        tags,
        security,
        summary: 'A clínica completa: cadastro, informações, endereço e foto (só a própria clínica).',
        params: idParams,
        response: { 200: clinicFullSchema, ...errors },
      },
    },
    async (request) => service.fullClinic(db, storage, request.params.id),
  );
};
