// The back office's accounts: GET /api/v1/admin/usuarios (search), GET …/usuarios/{id},
// POST …/usuarios/{id}/suspender {motivo}, POST …/usuarios/{id}/reativar,
// POST …/clinicas/{id}/verificar and …/desverificar. Administrators only (404 for anyone else).
import {
  adminUsuarioDetailSchema,
  adminUsuarioPageSchema,
  adminUsuarioSchema,
  adminUsuariosQuerySchema,
  suspendRequestSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { idParams } from '../candidate-records/candidate-records.schemas';
import * as service from './admin-users.service';

const tags = ['administração'];
const security = [{ bearerAuth: [] }];
const errors = { 404: errorSchema, 409: errorSchema, 422: validationErrorSchema };

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuarios',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Lista e busca as contas (nome, nome fantasia ou e-mail, sem diferenciar maiúsculas).',
        querystring: adminUsuariosQuerySchema,
        response: { 200: adminUsuarioPageSchema, ...errors },
      },
    },
    (request) => service.listUsuarios(app.db, request.query),
  );

  app.get(
    '/usuarios/:id',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Uma conta com registros, vagas, candidaturas e visualizações.',
        params: idParams,
        response: { 200: adminUsuarioDetailSchema, ...errors },
      },
    },
    (request) => service.usuarioDetail(app.db, request.params.id),
  );

  app.post(
    '/usuarios/:id/suspender',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary:
          'Suspende a conta com um motivo: não entra mais, as sessões terminam e some de todas as listas.',
        params: idParams,
        body: suspendRequestSchema,
        response: { 200: adminUsuarioSchema, ...errors },
      },
    },
    (request) => service.suspend(app.db, authUser(request), request.params.id, request.body.motivo),
  );

  app.post(
    '/usuarios/:id/reativar',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Reativa uma conta suspensa.',
        params: idParams,
        response: { 200: adminUsuarioSchema, ...errors },
      },
    },
    (request) => service.reactivate(app.db, authUser(request), request.params.id),
  );

  for (const [path, verified] of [
    ['verificar', true],
    ['desverificar', false],
  ] as const) {
    app.post(
      `/clinicas/:id/${path}`,
      {
        onRequest: policy.admin,
        schema: {
          tags,
          security,
          summary: verified
            ? "Marca a clínica como verificada (selo 'Clínica verificada')."
            : 'Retira a verificação da clínica.',
          params: idParams,
          response: { 200: adminUsuarioSchema, ...errors },
        },
      },
      (request) => service.setClinicVerified(app.db, authUser(request), request.params.id, verified),
    );
  }
};
