// The back office's moderation of the classificados, under /api/v1/admin (administrators only, 404
// for anyone else):
//   GET  /anuncios?status=em_moderacao     the queue (oldest first), or the ads of another status
//   POST /anuncios/{id}/aprovar            publishes for ANUNCIO_DAYS; the owner is e-mailed
//   POST /anuncios/{id}/recusar {motivo}   refuses (also takes a published ad down); the owner is e-mailed
//   GET  /anuncios/denuncias               the reports, newest first
// Every action writes the audit trail in its transaction.
import {
  adminAnuncioPageSchema,
  adminAnuncioQuerySchema,
  anuncioDenunciaPageSchema,
  anuncioRecusaSchema,
  detailAnswerSchema,
  pagingQuerySchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../admin/audit.repo';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { PhotoLinkCache } from '../files/photo-link-cache';
import { approvedEmail, refusedEmail } from './classificados.mail';
import { ANUNCIO_MESSAGES } from './classificados.policy';
import * as repo from './classificados.repo';
import * as service from './classificados.service';

const tags = ['administração'];
const security = [{ bearerAuth: [] }];
const errors = { 404: errorSchema, 422: validationErrorSchema };

export const adminAnunciosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const photoLinks = new PhotoLinkCache(app.storage);
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };

  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && reply.statusCode < 400) app.dataPages.invalidate('/classificados');
  });

  app.get(
    '/anuncios',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary:
          'Os anúncios de uma situação (padrão: em_moderacao, a fila), dos mais antigos aos mais novos.',
        querystring: adminAnuncioQuerySchema,
        response: { 200: adminAnuncioPageSchema, ...errors },
      },
    },
    (request) =>
      service.listForModeration(db, photoLinks, request.query.status, request.query.page, request.query.size),
  );

  app.get(
    '/anuncios/denuncias',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: 'As denúncias de anúncios, das mais novas às mais antigas.',
        querystring: pagingQuerySchema,
        response: { 200: anuncioDenunciaPageSchema, ...errors },
      },
    },
    (request) => service.listReports(db, request.query.page, request.query.size),
  );

  app.post(
    '/anuncios/:id/aprovar',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary: `Aprova o anúncio: publicado por ${config.anuncioDays} dias; o dono recebe um e-mail. Vai para a auditoria.`,
        params: idParams,
        response: { 200: detailAnswerSchema, ...errors },
      },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/anuncios/:id/recusar',
    {
      onRequest: policy.admin,
      schema: {
        tags,
        security,
        summary:
          'Recusa o anúncio com o motivo (também tira do ar um anúncio publicado); o dono recebe um e-mail.',
        params: idParams,
        body: anuncioRecusaSchema,
        response: { 200: detailAnswerSchema, ...errors },
      },
    },
    async (request) => {
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
    },
  );
};
