// The back office's proposal requests: GET /api/v1/admin/contatos?status=&servico=&page=&size=,
// GET …/contatos/{id}, PATCH …/contatos/{id} {status?, nota?}. Administrators only.
// Contract: packages/shared/src/contract/admin.ts.
import { adminOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import { contatoDetail, listContatos, updateContato } from '../contacts/contacts.service';

export const adminContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  mount(app, ops.getAdminContatos, { onRequest: policy.admin }, (request) =>
    listContatos(app.db, request.query),
  );

  mount(app, ops.getAdminContatosById, { onRequest: policy.admin }, (request) =>
    contatoDetail(app.db, request.params.id),
  );

  mount(app, ops.patchAdminContatosById, { onRequest: policy.admin }, (request) =>
    updateContato(app.db, authUser(request), request.params.id, request.body),
  );
};
