// Job alerts (issue 29 item 2), under /api/v1:
//   POST   /alertas              a candidate saves the /vagas filters as an alert (201 {id}; at most ALERTAS_MAX)
//   GET    /alertas              the candidate's own alerts ({items})
//   DELETE /alertas/{id}         the owner deletes one (404 for anyone else's)
//   GET    /alertas/cancelar?token=…   the e-mail's one-click link (no session): deletes the alert,
//                                answers a small page; POST (RFC 8058, List-Unsubscribe-Post) answers 204
// The e-mails are sent by job-alerts.jobs.ts.
import { ALERTAS_MAX, alertaInputSchema, alertaListSchema } from '@app/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { HttpError } from '../../plugins/errors';
import { messagePage } from '../../plugins/html';
import { verifyUnsubscribeToken } from '../../plugins/unsubscribe-token';
import { idParams } from '../candidate-records/candidate-records.schemas';
import { toIso } from '../job-postings/job-postings.service';
import { ALERT_UNSUBSCRIBE_PURPOSE } from './job-alerts.jobs';
import * as repo from './job-alerts.repo';

export const ALERT_MESSAGES = {
  tooMany: `Você já tem ${ALERTAS_MAX} alertas, o máximo. Exclua um no seu perfil para criar outro.`,
  notFound: 'Alerta não encontrado.',
} as const;

const tags = ['alertas'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 422: validationErrorSchema };

export const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/alertas',
    {
      onRequest: policy.candidate,
      schema: {
        tags,
        security,
        summary: `Cria um alerta de vagas com os filtros de /vagas (só candidatos; no máximo ${ALERTAS_MAX}). 'imediata': um e-mail por vaga nova; 'diaria': um resumo por dia.`,
        body: alertaInputSchema,
        response: { 201: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await repo.insertAlert(db, authUser(request).id, request.body, ALERTAS_MAX);
      if (id === null) throw new HttpError(422, ALERT_MESSAGES.tooMany);
      return reply.code(201).send({ id });
    },
  );

  app.get(
    '/alertas',
    {
      onRequest: policy.candidate,
      schema: {
        tags,
        security,
        summary: 'Os alertas de vagas do candidato da sessão, do mais antigo ao mais novo.',
        response: { 200: alertaListSchema, ...errors },
      },
    },
    async (request) => ({
      items: (await repo.listAlerts(db, authUser(request).id)).map((a) => ({
        id: a.id,
        tipos_profissao: a.tipos_profissao,
        estados: a.estados,
        cidade: a.cidade,
        q: a.q,
        frequencia: a.frequencia as 'imediata' | 'diaria',
        criado_em: toIso(a.criado_em),
      })),
    }),
  );

  app.delete(
    '/alertas/:id',
    {
      onRequest: policy.candidate,
      schema: {
        tags,
        security,
        summary: 'Exclui um alerta do candidato da sessão (404 para o alerta de outra pessoa).',
        params: idParams,
        response: { 204: z.null().describe('Excluído.'), 404: errorSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await repo.deleteAlert(db, request.params.id, authUser(request).id)))
        throw new HttpError(404, ALERT_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );

  await app.register(unsubscribeRoutes);
};

/**
 * The one-click unsubscribe (no session: the signed token names the alert). In its own scope,
 * which takes the form bodies mail providers POST (RFC 8058) and ignores them. An alert already
 * deleted answers the same 'done' page: the link did what it promised.
 */
const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
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
  const schema = {
    tags,
    querystring: z.object({ token: z.string().max(200).optional().describe('O token do link do e-mail.') }),
  };

  app.get(
    '/alertas/cancelar',
    {
      onRequest: policy.anyone,
      schema: {
        ...schema,
        summary:
          'Cancela o alerta pelo link do e-mail, sem login (o alerta é excluído). Responde uma página HTML.',
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/alertas/cancelar',
    {
      onRequest: policy.anyone,
      schema: {
        ...schema,
        summary: 'Cancela o alerta em um clique (RFC 8058, List-Unsubscribe-Post), sem login.',
        response: { 204: z.null().describe('Cancelado.'), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const id = alertOf(request);
      if (id === null) return reply.code(400).send({ detail: 'Link de cancelamento inválido.' });
      await repo.deleteAlert(db, id, null);
      return reply.code(204).send(null);
    },
  );
};
