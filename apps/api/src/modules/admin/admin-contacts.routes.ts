// The back office's proposal requests: GET /api/v1/admin/contatos?status=&servico=&page=&size=,
// GET …/contatos/{id}, PATCH …/contatos/{id} {status?, nota?}. Administrators only.
import { adminContatosQuerySchema, contatoPageSchema, contatoPatchSchema, contatoSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { contatoDetail, listContatos, updateContato } from '../contacts/contacts.service';

const tags = ['administração'];
const security = [{ bearerAuth: [] }];
const errors = { 404: errorSchema, 422: validationErrorSchema };

export const adminContactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contatos',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'As solicitações de proposta, das mais novas às mais antigas, por situação e serviço.',
        querystring: adminContatosQuerySchema,
        response: { 200: contatoPageSchema, ...errors },
      },
    },
    (request) => listContatos(app.db, request.query),
  );

  app.get(
    '/contatos/:id',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Uma solicitação de proposta com as notas internas.',
        params: idParams,
        response: { 200: contatoSchema, ...errors },
      },
    },
    (request) => contatoDetail(app.db, request.params.id),
  );

  app.patch(
    '/contatos/:id',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'Muda a situação e/ou acrescenta uma nota (com autor e data); tudo vai para a auditoria.',
        params: idParams,
        body: contatoPatchSchema,
        response: { 200: contatoSchema, ...errors },
      },
    },
    (request) => updateContato(app.db, authUser(request), request.params.id, request.body),
  );
};
