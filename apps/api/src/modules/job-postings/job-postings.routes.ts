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
import { jobPostingsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { type AuthUser, authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { QUEUES } from '../../plugins/jobs';
import { mount } from '../../plugins/mount';
import { vagaClosedEmail } from '../applications/applications.mail';
import { findInProcess } from '../applications/applications.repo';
import { CountCache } from '../candidate-search/count-cache';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { assertCanManageVaga, canReadVaga, VAGA_MESSAGES } from './job-postings.policy';
import * as repo from './job-postings.repo';
import * as service from './job-postings.service';
import { registerVagaExpiry } from './vaga-expiry';

/** Pages built field by field are written as they are (the schema still documents them). */
const plainJson = () => (data: unknown) => JSON.stringify(data);

export const vagasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, database, config } = app;
  const counts = new CountCache();
  const photoLinks = new PhotoLinkCache(app.storage);
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

  mount(app, ops.getVagas, { onRequest: policy.anyone, serializerCompiler: plainJson }, async (request) =>
    service.listPublic(database, photoLinks, counts, request.query),
  );

  mount(app, ops.getVagasMinhas, { onRequest: policy.clinic }, async (request) =>
    service.listOwn(db, authUser(request).id, request.query.page, request.query.size),
  );

  mount(app, ops.getVagasById, { onRequest: policy.anyone, serializerCompiler: plainJson }, async (request) =>
    readable(request.params.id, request.user),
  );

  mount(app, ops.postVagas, { onRequest: policy.clinic }, async (request, reply) => {
    const id = await service.createVaga(db, authUser(request).id, request.body, config.vagaDays);
    // The 'imediata' job alerts it matches (modules/job-alerts), stored before the answer.
    await app.jobs.send(QUEUES.alertVaga, { vagaId: id });
    return reply.code(201).send({ id });
  });

  mount(app, ops.putVagasById, { onRequest: policy.clinic }, async (request) => {
    assertCanManageVaga(authUser(request), await repo.findAccess(db, request.params.id));
    await service.updateVaga(db, request.params.id, request.body);
    return readable(request.params.id, request.user);
  });

  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  /** Closes the posting; when it was open, each applicant still in the process hears of it. */
  async function close(executor: typeof db, id: number) {
    const before = await repo.findAccess(executor, id);
    await service.closeVaga(executor, id);
    if (before?.status !== 'aberta') return;
    for (const { email, titulo, clinica } of await findInProcess(executor, id))
      app.mailer.sendInBackground(vagaClosedEmail(site, email, { titulo, clinica }));
  }

  /** A transition of the clinic's own posting; answers the posting as it is now. */
  async function transition(
    user: AuthUser,
    id: number,
    run: (executor: typeof db, id: number) => Promise<unknown>,
  ) {
    assertCanManageVaga(user, await repo.findAccess(db, id));
    await run(db, id);
    return readable(id, user);
  }

  mount(app, ops.postVagasByIdEncerrar, { onRequest: policy.clinic }, async (request) =>
    transition(authUser(request), request.params.id, close),
  );

  mount(app, ops.postVagasByIdReabrir, { onRequest: policy.clinic }, async (request) =>
    transition(authUser(request), request.params.id, (executor, id) =>
      service.reopenVaga(executor, id, config.vagaDays),
    ),
  );
};
