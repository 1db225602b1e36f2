// The account's life cycle: only its owner deletes an account, and anyone signed in downloads
// everything held about them (LGPD rights of erasure and access). The deletions also answer at the
// bare paths, like the sign-ups (contract: packages/shared/src/contract/account-lifecycle.ts):
//   DELETE /api/v1/usuario_candidato/{id}   the candidate deletes their own account
//   DELETE /api/v1/usuario_clinica/{id}     the clinic deletes its own account
//   GET    /api/v1/usuarios/me/export       everything held about the caller, as a JSON download
import { ACCOUNT_EXPORT_FILE_NAME, accountLifecycleOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import { deleteAccount } from './account-deletion.service';
import { exportAccount } from './account-export.service';

export const accountLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;

  // The owner check comes before the id is validated: others get 403 for any id.
  mount(
    app,
    ops.deleteUsuarioCandidatoById,
    { onRequest: policy.ownAccount('candidato', 'id') },
    async (request) => deleteAccount(db, storage, request.log, 'candidato', request.params.id),
  );
  mount(
    app,
    ops.deleteUsuarioClinicaById,
    { onRequest: policy.ownAccount('clinica', 'id') },
    async (request) => deleteAccount(db, storage, request.log, 'clinica', request.params.id),
  );

  mount(app, ops.getUsuariosMeExport, { preHandler: policy.signedIn }, async (request, reply) => {
    const data = await exportAccount(db, storage, authUser(request));
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
};
