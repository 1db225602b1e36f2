// The account's life cycle: only its owner deletes an account, and anyone signed in downloads
// everything held about them (LGPD rights of erasure and access). Registered without a prefix; the deletions also answer at the bare paths, like the sign-ups:
//   DELETE /api/v1/usuario_candidato/{id}   the candidate deletes their own account
//   DELETE /api/v1/usuario_clinica/{id}     the clinic deletes its own account
//   GET    /api/v1/usuarios/me/export       everything held about the caller, as a JSON download
import { detailAnswerSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TipoUsuario } from '../../db/schema';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema } from '../../plugins/error-schemas';
import { downloadDoc } from '../../plugins/openapi-document';
import { API_PREFIX, specPaths } from '../../plugins/route-paths';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { deleteAccount } from './account-deletion.service';
import { EXPORT_FILE_NAME, exportAccount } from './account-export.service';

const tags = ['contas'];
const security = [{ bearerAuth: [] }];

const ACCOUNT_PATHS: { tipo: TipoUsuario; path: string; label: string }[] = [
  { tipo: 'candidato', path: '/usuario_candidato', label: 'do candidato' },
  { tipo: 'clinica', path: '/usuario_clinica', label: 'da clínica' },
];

export const accountLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  for (const { tipo, path, label } of ACCOUNT_PATHS) {
    for (const { url, hide } of specPaths(path)) {
      app.delete(
        `${url}/:id`,
        {
          // The owner check comes before the id is validated: others get 403 for any id.
          onRequest: policy.ownAccount(tipo, 'id'),
          schema: {
            hide,
            tags,
            security,
            summary: `Exclui a conta ${label} (só o próprio titular): todos os dados, arquivos e sessões.`,
            params: idParams,
            response: { 200: detailAnswerSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
          },
        },
        async (request) => deleteAccount(db, storage, request.log, tipo, request.params.id),
      );
    }
  }

  app.get(
    `${API_PREFIX}/usuarios/me/export`,
    {
      preHandler: policy.signedIn,
      schema: {
        tags,
        security,
        summary: `Todos os dados guardados sobre o usuário da sessão, como arquivo JSON (${EXPORT_FILE_NAME}); 401 sem sessão.`,
        ...downloadDoc({
          description: `O arquivo ${EXPORT_FILE_NAME}: a conta, o perfil, os registros, arquivos e candidaturas.`,
          mediaTypes: ['application/json'],
          binary: false,
          errors: ['401'],
        }),
      },
    },
    async (request, reply) => {
      const data = await exportAccount(db, storage, authUser(request));
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
