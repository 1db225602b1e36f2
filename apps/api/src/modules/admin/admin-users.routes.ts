// The back office's accounts: GET /api/v1/admin/usuarios (search), GET …/usuarios/{id},
// POST …/usuarios/{id}/suspender {motivo}, POST …/usuarios/{id}/reativar,
// POST …/clinicas/{id}/verificar and …/desverificar. Administrators only (404 for anyone else).
// Contract: packages/shared/src/contract/admin.ts.
import { adminOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import * as service from './admin-users.service';

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  mount(app, ops.getAdminUsuarios, { onRequest: policy.admin }, (request) =>
    service.listUsuarios(app.db, request.query),
  );

  mount(app, ops.getAdminUsuariosById, { onRequest: policy.admin }, (request) =>
    service.usuarioDetail(app.db, request.params.id),
  );

  mount(app, ops.postAdminUsuariosByIdSuspender, { onRequest: policy.admin }, (request) =>
    service.suspend(app.db, authUser(request), request.params.id, request.body.motivo),
  );

  mount(app, ops.postAdminUsuariosByIdReativar, { onRequest: policy.admin }, (request) =>
    service.reactivate(app.db, authUser(request), request.params.id),
  );

  for (const [op, verified] of [
    [ops.postAdminClinicasByIdVerificar, true],
    [ops.postAdminClinicasByIdDesverificar, false],
  ] as const) {
    mount(app, op, { onRequest: policy.admin }, (request) =>
      service.setClinicVerified(app.db, authUser(request), request.params.id, verified),
    );
  }
};
