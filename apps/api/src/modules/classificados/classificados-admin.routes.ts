// The back office's moderation of the classificados, under /api/v1/admin (administrators only, 404
// for anyone else; contract: packages/shared/src/contract/classificados.ts):
//   GET  /anuncios?status=em_moderacao     the queue (oldest first), or the ads of another status
//   POST /anuncios/{id}/aprovar            publishes for ANUNCIO_DAYS; the owner is e-mailed
//   POST /anuncios/{id}/recusar {motivo}   refuses (also takes a published ad down); the owner is e-mailed
//   GET  /anuncios/denuncias               the reports, newest first
// Every action writes the audit trail in its transaction.
import { classificadosOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { mount } from '../../plugins/mount';
import { recordAudit } from '../admin/audit.repo';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { approvedEmail, refusedEmail } from './classificados.mail';
import { ANUNCIO_MESSAGES } from './classificados.policy';
import * as repo from './classificados.repo';
import * as service from './classificados.service';

export const adminAnunciosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const photoLinks = new PhotoLinkCache(app.storage);
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode < 400) app.dataPages.invalidate('/classificados');
  });

  mount(app, ops.getAdminAnuncios, { onRequest: policy.admin }, (request) =>
    service.listForModeration(db, photoLinks, request.query.status, request.query.page, request.query.size),
  );

  mount(app, ops.getAdminAnunciosDenuncias, { onRequest: policy.admin }, (request) =>
    service.listReports(db, request.query.page, request.query.size),
  );

  mount(app, ops.postAdminAnunciosByIdAprovar, { onRequest: policy.admin }, async (request) => {
    const admin = authUser(request);
    const row = await repo.findDetail(db, request.params.id);
    if (!row) throw new HttpError(404, ANUNCIO_MESSAGES.notFound);
    if (row.status !== 'em_moderacao' && row.status !== 'recusado')
      throw new HttpError(422, ANUNCIO_MESSAGES.cannotApprove);
    await db.transaction(async (tx) => {
      await repo.updateAnuncio(tx, row.id, service.approvedValues(config.anuncioDays));
      await recordAudit(tx, {
        adminId: admin.id,
        acao: 'anuncio_aprovar',
        alvoUsuarioId: row.usuario_id,
        detalhes: { anuncio_id: row.id, titulo: row.titulo },
      });
    });
    app.mailer.sendInBackground(
      approvedEmail(site, row.vendedor_email, { id: row.id, titulo: row.titulo }, config.anuncioDays),
    );
    return { detail: 'Anúncio aprovado e publicado.' };
  });

  mount(app, ops.postAdminAnunciosByIdRecusar, { onRequest: policy.admin }, async (request) => {
    const admin = authUser(request);
    const row = await repo.findDetail(db, request.params.id);
    if (!row) throw new HttpError(404, ANUNCIO_MESSAGES.notFound);
    if (row.status !== 'em_moderacao' && row.status !== 'publicado')
      throw new HttpError(422, ANUNCIO_MESSAGES.cannotRefuse);
    const { motivo } = request.body;
    await db.transaction(async (tx) => {
      await repo.updateAnuncio(tx, row.id, { status: 'recusado', motivo_recusa: motivo });
      await recordAudit(tx, {
        adminId: admin.id,
        acao: 'anuncio_recusar',
        alvoUsuarioId: row.usuario_id,
        motivo,
        detalhes: { anuncio_id: row.id, titulo: row.titulo },
      });
    });
    app.mailer.sendInBackground(
      refusedEmail(site, row.vendedor_email, { id: row.id, titulo: row.titulo }, motivo),
    );
    return { detail: 'Anúncio recusado; o anunciante foi avisado por e-mail.' };
  });
};
