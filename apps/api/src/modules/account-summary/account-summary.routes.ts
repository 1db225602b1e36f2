// The personal strip of /home:
//   GET /api/v1/usuarios/me/resumo   the session's candidate or clinic summary (401 without a
//       session, 403 for other account types)
// Contract: packages/shared/src/contract/account-summary.ts.
import { accountSummaryOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import { summaryOf } from './account-summary.service';

export const accountSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  mount(app, ops.getUsuariosMeResumo, { onRequest: policy.role('candidato', 'clinica') }, async (request) =>
    summaryOf(app.db, authUser(request)),
  );
};
