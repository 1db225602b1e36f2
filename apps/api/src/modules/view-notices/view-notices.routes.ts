// The candidate's notice settings, and the daily "clinics viewed your profile" e-mail:
//   GET /api/v1/usuarios/me/preferencias   {avisos_visualizacao}, for candidates
//   PUT /api/v1/usuarios/me/preferencias   {avisos_visualizacao: boolean}
//   GET/POST /api/v1/avisos-visualizacao/cancelar?token=…   the e-mail's one-click link (no session):
//     turns the notice off; GET answers a small page, POST (RFC 8058, List-Unsubscribe-Post) 204
// The e-mail is scheduled by the views module (app.scheduleViewNotice) on a clinic's first view
// of a candidate in a day.
import { viewNoticesOperations as ops } from '@app/shared/contract';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { messagePage } from '../../plugins/html';
import { QUEUES } from '../../plugins/jobs';
import { mount } from '../../plugins/mount';
import { unsubscribeToken, verifyUnsubscribeToken } from '../../plugins/unsubscribe-token';
import {
  claimTodaysNotice,
  noticePreference,
  setNoticePreference,
  viewNoticeEmail,
} from './view-notices.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** After a counted view: the candidate's e-mail of the day goes out VIEW_NOTICE_DELAY_MINUTES later. */
    scheduleViewNotice(candidateId: number): void;
  }
}

/** The purpose signed into the tokens of the notice's unsubscribe links. */
const UNSUBSCRIBE_PURPOSE = 'view-notice';
const UNSUBSCRIBE_PATH = '/api/v1/avisos-visualizacao/cancelar';

/** The candidate's one-click link that turns the daily notice off (absolute, signed, no expiry). */
export function viewNoticeUnsubscribeUrl(
  config: { publicUrl: string; secretKey: Buffer },
  candidateId: number,
) {
  const token = unsubscribeToken(config.secretKey, UNSUBSCRIBE_PURPOSE, candidateId);
  return `${config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Decorates app.scheduleViewNotice (on the root app, so the views module can call it): each call
 * stores a 'view-notice' job due VIEW_NOTICE_DELAY_MINUTES later, in the database, so a restart
 * loses none. The job claims the candidate's notice of the day (the first job of the day wins,
 * later ones find it claimed and do nothing) and stores the e-mail as a 'mail' job.
 */
export function registerViewNoticeScheduler(app: FastifyInstance): void {
  const { db, config, jobs } = app;
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };

  jobs.work<{ candidateId: number }>(QUEUES.viewNotice, async ({ candidateId }) => {
    const notice = await claimTodaysNotice(db, candidateId);
    if (!notice) return;
    const unsubscribe = viewNoticeUnsubscribeUrl(config, candidateId);
    await jobs.send(
      QUEUES.mail,
      viewNoticeEmail(site, notice.email, notice.nome, notice.clinics, unsubscribe),
    );
  });

  app.decorate('scheduleViewNotice', (candidateId: number) => {
    jobs
      .send(QUEUES.viewNotice, { candidateId }, { startAfterSeconds: config.viewNoticeDelayMinutes * 60 })
      .catch((err: unknown) => app.log.error({ err }, 'the view notice could not be scheduled'));
  });
}

export const viewNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  mount(app, ops.getUsuariosMePreferencias, { onRequest: policy.candidate }, async (request) => ({
    avisos_visualizacao: await noticePreference(db, authUser(request).id),
  }));

  mount(app, ops.putUsuariosMePreferencias, { onRequest: policy.candidate }, async (request) => {
    await setNoticePreference(db, authUser(request).id, request.body.avisos_visualizacao);
    return { avisos_visualizacao: request.body.avisos_visualizacao };
  });

  await app.register(unsubscribeRoutes);
};

/**
 * The notice's one-click unsubscribe (no session: the signed token names the candidate). In its
 * own scope, which takes the form bodies mail providers POST (RFC 8058) and ignores them.
 */
const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;
  const unsubscribePage = (title: string, paragraph: string) =>
    messagePage(config.site.name, title, [paragraph], [{ href: '/perfil', text: 'Ir para o meu perfil' }]);
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, undefined),
    );
  }
  const candidateOf = (request: FastifyRequest) => {
    const token = (request.query as { token?: unknown }).token;
    return typeof token === 'string'
      ? verifyUnsubscribeToken(config.secretKey, UNSUBSCRIBE_PURPOSE, token)
      : null;
  };
  const options = { onRequest: policy.anyone, schema: { hide: true } };

  app.get(UNSUBSCRIBE_PATH, options, async (request, reply) => {
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    const id = candidateOf(request);
    if (id === null) {
      return reply
        .code(400)
        .send(
          unsubscribePage(
            'Link inválido',
            'Este link de cancelamento não é válido. Copie o endereço completo do e-mail ou desligue "Avisos de visualização" no seu perfil.',
          ),
        );
    }
    await setNoticePreference(db, id, false);
    return unsubscribePage(
      'Pronto, aviso desligado',
      'Você não receberá mais o e-mail diário de visualizações do seu perfil. Para voltar a recebê-lo, ligue "Avisos de visualização" no seu perfil.',
    );
  });

  app.post(UNSUBSCRIBE_PATH, options, async (request, reply) => {
    const id = candidateOf(request);
    if (id === null) return reply.code(400).send({ detail: 'Link de cancelamento inválido.' });
    await setNoticePreference(db, id, false);
    return reply.code(204).send();
  });
};
