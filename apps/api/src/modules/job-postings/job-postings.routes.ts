// Job postings, under /api/v1:
//   GET  /vagas                  public: open, unexpired postings, newest first, with filters
//   GET  /vagas/minhas           the clinic's own postings with their application counts
//   GET  /vagas/{id}             public while open; its clinic always; else 404
//   POST /vagas                  a clinic publishes one (201 {id})
//   PUT  /vagas/{id}             its clinic edits it
//   POST /vagas/{id}/encerrar    its clinic closes it
//   POST /vagas/{id}/reabrir     its clinic opens it again for VAGA_DAYS more
// Who may do what is decided in job-postings.policy.ts.
import {
  minhasVagasPageSchema,
  pagingQuerySchema,
  vagaDetailSchema,
  vagaInputSchema,
  vagaListQuerySchema,
  vagaPageSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { type AuthUser, authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { API_PREFIX } from '../../plugins/route-paths';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { CountCache } from '../candidate-search/count-cache';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { assertCanManageVaga, canReadVaga, VAGA_MESSAGES } from './job-postings.policy';
import * as repo from './job-postings.repo';
import * as service from './job-postings.service';

const tags = ['vagas'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
/** Pages built field by field are written as they are (the schema still documents them). */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export const vagasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, database, config } = app;
  const counts = new CountCache();
  const photoLinks = new PhotoLinkCache(app.storage);
  const base = `${API_PREFIX}/vagas`;

  /** The posting as `request.user` may see it, or 404. */
  async function readable(id: number, user: AuthUser | null) {
    const row = await repo.findDetail(database, id, user?.tipo_usuario === 'candidato' ? user.id : 0);
    if (!row || !canReadVaga(user, row)) throw new HttpError(404, VAGA_MESSAGES.notFound);
    return service.detail(row, user, photoLinks);
  }

  app.get(
    base,
    {
      onRequest: policy.anyone,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary: 'Vagas abertas e não expiradas, da mais recente à mais antiga, com filtros (público).',
        querystring: vagaListQuerySchema,
        response: { 200: vagaPageSchema, 422: validationErrorSchema },
      },
    },
    async (request) => service.listPublic(database, photoLinks, counts, request.query),
  );

  app.get(
    `${base}/minhas`,
    {
      onRequest: policy.clinic,
      schema: {
        tags,
        security,
        summary: 'As vagas da clínica da sessão, abertas e encerradas, com as candidaturas em cada etapa.',
        querystring: pagingQuerySchema,
        response: { 200: minhasVagasPageSchema, ...errors },
      },
    },
    async (request) => service.listOwn(db, authUser(request).id, request.query.page, request.query.size),
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: policy.anyone,
      serializerCompiler: plainJson,
      schema: {
        tags,
        summary:
          'Uma vaga: pública enquanto aberta; a clínica dona também a vê encerrada ou expirada. O candidato da sessão recebe a sua candidatura.',
        params: idParams,
        response: { 200: vagaDetailSchema, 404: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request) => readable(request.params.id, request.user),
  );

  app.post(
    base,
    {
      onRequest: policy.clinic,
      schema: {
        tags,
        security,
        summary: `Publica uma vaga da clínica da sessão, aberta por ${config.vagaDays} dias.`,
        body: vagaInputSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await service.createVaga(db, authUser(request).id, request.body, config.vagaDays);
      return reply.code(201).send({ id });
    },
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: policy.clinic,
      schema: {
        tags,
        security,
        summary: 'Altera a vaga (só a clínica dona).',
        params: idParams,
        body: vagaInputSchema,
        response: { 200: vagaDetailSchema, ...errors },
      },
    },
    async (request) => {
      assertCanManageVaga(authUser(request), await repo.findAccess(db, request.params.id));
      await service.updateVaga(db, request.params.id, request.body);
      return readable(request.params.id, request.user);
    },
  );

  const transitions = [
    { path: 'encerrar', summary: 'Encerra a vaga (só a clínica dona).', run: service.closeVaga },
    {
      path: 'reabrir',
      summary: `Reabre a vaga por mais ${config.vagaDays} dias a partir de agora (só a clínica dona).`,
      run: (executor: typeof db, id: number) => service.reopenVaga(executor, id, config.vagaDays),
    },
  ];
  for (const { path, summary, run } of transitions) {
    app.post(
      `${base}/:id/${path}`,
      {
        onRequest: policy.clinic,
        schema: { tags, security, summary, params: idParams, response: { 200: vagaDetailSchema, ...errors } },
      },
      async (request) => {
        assertCanManageVaga(authUser(request), await repo.findAccess(db, request.params.id));
        await run(db, request.params.id);
        return readable(request.params.id, request.user);
      },
    );
  }
};
