// The personal strip of /home (registered under /api/v1):
//   GET /api/v1/usuarios/me/resumo   the session's candidate or clinic summary (401 without a
//       session, 403 for other account types)
import { accountSummarySchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema } from '../../plugins/error-schemas';
import { summaryOf } from './account-summary.service';

export const accountSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/usuarios/me/resumo',
    {
      onRequest: policy.role('candidato', 'clinica'),
      schema: {
        tags: ['contas'],
        security: [{ bearerAuth: [] }],
        summary:
          'Resumo pessoal da página inicial: para o candidato, perfil publicado e visualizações dos últimos 7 dias; para a clínica, candidaturas novas e vagas abertas.',
        response: { 200: accountSummarySchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => summaryOf(app.db, authUser(request)),
  );
};
