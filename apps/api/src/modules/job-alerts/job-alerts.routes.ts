// Job alerts (issue 29 item 2), under /api/v1:
//   POST   /alertas              a candidate saves the /vagas filters as an alert (201 {id}; at most ALERTAS_MAX)
//   GET    /alertas              the candidate's own alerts ({items})
//   DELETE /alertas/{id}         the owner deletes one (404 for anyone else's)
//   GET    /alertas/cancelar?token=…   the e-mail's one-click link (no session): deletes the alert,
//                                answers a small page; POST (RFC 8058, List-Unsubscribe-Post) answers 204
// The e-mails are sent by job-alerts.jobs.ts.
import { ALERTAS_MAX } from '@app/shared';
import { jobAlertsOperations as ops } from '@app/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { messagePage } from '../../plugins/html';
import { mount } from '../../plugins/mount';
import { verifyUnsubscribeToken } from '../../plugins/unsubscribe-token';
import { toIso } from '../job-postings/job-postings.service';
import { ALERT_UNSUBSCRIBE_PURPOSE } from './job-alerts.jobs';
import * as repo from './job-alerts.repo';

export const ALERT_MESSAGES = {
  tooMany: `Você já tem ${ALERTAS_MAX} alertas, o máximo. Exclua um no seu perfil para criar outro.`,
  notFound: 'Alerta não encontrado.',
} as const;

export const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  mount(app, ops.postAlertas, { onRequest: policy.candidate }, async (request, reply) => {
    const id = await repo.insertAlert(db, authUser(request).id, request.body, ALERTAS_MAX);
    if (id === null) throw new HttpError(422, ALERT_MESSAGES.tooMany);
    return reply.code(201).send({ id });
  });

  mount(app, ops.getAlertas, { onRequest: policy.candidate }, async (request) => ({
    items: (await repo.listAlerts(db, authUser(request).id)).map((a) => ({
      id: a.id,
      tipos_profissao: a.tipos_profissao,
      estados: a.estados,
      cidade: a.cidade,
      q: a.q,
      frequencia: a.frequencia as 'imediata' | 'diaria',
      criado_em: toIso(a.criado_em),
    })),
  }));

  mount(app, ops.deleteAlertasById, { onRequest: policy.candidate }, async (request, reply) => {
    if (!(await repo.deleteAlert(db, request.params.id, authUser(request).id)))
      throw new HttpError(404, ALERT_MESSAGES.notFound);
    return reply.code(204).send(null);
  });

  await app.register(unsubscribeRoutes);
};

/**
 * The one-click unsubscribe (no session: the signed token names the alert). In its own scope,
 * which takes the form bodies mail providers POST (RFC 8058) and ignores them. An alert already
 * deleted answers the same 'done' page: the link did what it promised.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const page = (title: string, paragraph: string) =>
    messagePage(
      config.site.name,
      title,
      [paragraph],
      [
        { href: `${config.publicUrl}/vagas`, text: 'Ver as vagas' },
        { href: `${config.publicUrl}/perfil`, text: 'Meus alertas' },
      ],
    );
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
  }
  const alertOf = (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    return typeof token === 'string'
      ? verifyUnsubscribeToken(config.secretKey, ALERT_UNSUBSCRIBE_PURPOSE, token)
      : null;
  };

  mount(app, ops.getAlertasCancelar, { onRequest: policy.anyone }, async (request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    const id = alertOf(request);
    if (id === null) {
      return reply
        .code(400)
        .send(
          page(
            'Link inválido',
            'Este link de cancelamento não é válido. Copie o endereço completo do e-mail ou exclua o alerta em "Meus alertas", no seu perfil.',
          ),
        );
    }
    await repo.deleteAlert(db, id, null);
    return page(
      'Pronto, alerta cancelado',
      'Você não receberá mais e-mails deste alerta de vagas. Para voltar a receber, crie um novo alerta com os filtros da página de vagas.',
    );
  });

  mount(app, ops.postAlertasCancelar, { onRequest: policy.anyone }, async (request, reply) => {
    const id = alertOf(request);
    if (id === null)
      return reply.code(400).send({ detail: 'Link de cancelamento inválido.', code: 'request.invalid' });
    await repo.deleteAlert(db, id, null);
    return reply.code(204).send(null);
  });
};
