// Job postings, under /api/v1:
//   GET  /vagas                  public: open, unexpired postings, newest first, with filters
//   GET  /vagas/minhas           the clinic's own postings with their application counts
//   GET  /vagas/{id}             public while open; its clinic and its applicants always; else 404
//   POST /vagas                  a clinic publishes one (201 {id})
//   PUT  /vagas/{id}             its clinic edits it
//   POST /vagas/{id}/encerrar    its clinic closes it; the applicants still in the process are e-mailed
//   POST /vagas/{id}/reabrir     its clinic opens it again for VAGA_DAYS more
//   GET  /vagas/{id}/renovar     the signed link of the expiry notice renews it (vaga-expiry.ts)
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
import { QUEUES } from '../../plugins/jobs';
import { API_PREFIX } from '../../plugins/route-paths';
import { vagaClosedEmail } from '../applications/applications.mail';
import { findInProcess } from '../applications/applications.repo';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { CountCache } from '../candidate-search/count-cache';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { assertCanManageVaga, canReadVaga, VAGA_MESSAGES } from './job-postings.policy';
import * as repo from './job-postings.repo';
import * as service from './job-postings.service';
import { registerVagaExpiry } from './vaga-expiry';

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
  registerVagaExpiry(app);

  // A posting created, edited, closed or reopened: this process's rendered /vagas pages are
  // dropped at once (the other processes' expire within DATA_PAGE_CACHE_MS).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.dataPages.invalidate('/vagas');
    }
  });

  /** The posting as `request.user` may see it, or 404. */
  async function readable(id: number, user: AuthUser | null) {
    const row = await repo.findDetail(database, id, user?.tipo_usuario === 'candidato' ? user.id : 0);
    if (!row || !canReadVaga(user, row, new Date(), row.candidatura_id !== null))
      throw new HttpError(404, VAGA_MESSAGES.notFound, { code: 'vaga.not_found' });
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
      // The 'imediata' job alerts it matches (modules/job-alerts), stored before the answer.
      await app.jobs.send(QUEUES.alertVaga, { vagaId: id });
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

  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  /** Closes the posting; when it was open, each applicant still in the process hears of it. */
  async function close(executor: typeof db, id: number) {
    const before = await repo.findAccess(executor, id);
    await service.closeVaga(executor, id);
    if (before?.status !== 'aberta') return;
    for (const { email, titulo, clinica } of await findInProcess(executor, id))
      app.mailer.sendInBackground(vagaClosedEmail(site, email, { titulo, clinica }));
  }

  const transitions = [
    {
      path: 'encerrar',
      summary:
        'Encerra a vaga (só a clínica dona); quem ainda está no processo (candidaturas recebidas, em análise ou em entrevista) recebe um e-mail.',
      run: close,
    },
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
