// The candidate's notice settings, and the daily "clinics viewed your profile" e-mail:
//   GET /api/v1/usuarios/me/preferencias   {avisos_visualizacao}, for candidates
//   PUT /api/v1/usuarios/me/preferencias   {avisos_visualizacao: boolean}
// The e-mail is scheduled by the views module (app.scheduleViewNotice) on a clinic's first view
// of a candidate in a day.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
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

const preferencesSchema = z.object({
  avisos_visualizacao: z
    .boolean()
    .describe('Receber por e-mail, no máximo uma vez por dia, quantas clínicas viram o perfil.'),
});

/**
 * Decorates app.scheduleViewNotice (on the root app, so the views module can call it); closing
 * the app sends the notices still waiting rather than dropping them.
 */
export function registerViewNoticeScheduler(app: FastifyInstance): void {
  const { db, config, mailer } = app;
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  const timers = new Map<number, NodeJS.Timeout>();

  /** Today's message for the candidate, once; null when there is nothing (more) to send today. */
  async function takeNotice(candidateId: number) {
    timers.delete(candidateId);
    const notice = await claimTodaysNotice(db, candidateId);
    return notice && viewNoticeEmail(site, notice.email, notice.nome, notice.clinics);
  }

  app.decorate('scheduleViewNotice', (candidateId: number) => {
    if (timers.has(candidateId)) return;
    const run = () => mailer.sendInBackground(() => takeNotice(candidateId));
    if (config.viewNoticeDelayMinutes === 0) {
      timers.set(candidateId, setTimeout(run, 0));
      return;
    }
    const timer = setTimeout(run, config.viewNoticeDelayMinutes * 60_000);
    timer.unref();
    timers.set(candidateId, timer);
  });
  // On shutdown the notices still waiting go out now rather than never.
  app.addHook('onClose', async () => {
    const waiting = [...timers.keys()];
    for (const timer of timers.values()) clearTimeout(timer);
    await Promise.allSettled(
      waiting.map(async (id) => {
        const mail = await takeNotice(id);
        if (mail) await mailer.sendMail(mail);
      }),
    );
  });
}

export const viewNoticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const routeSchema = {
    tags: ['contas'],
    security: [{ bearerAuth: [] }],
    response: { 200: preferencesSchema, 401: errorSchema, 403: errorSchema, 422: validationErrorSchema },
  };

  app.get(
    '/usuarios/me/preferencias',
    {
      onRequest: policy.candidate,
      schema: { ...routeSchema, summary: 'As preferências de aviso do candidato.' },
    },
    async (request) => ({ avisos_visualizacao: await noticePreference(db, authUser(request).id) }),
  );

  app.put(
    '/usuarios/me/preferencias',
    {
      onRequest: policy.candidate,
      schema: {
        ...routeSchema,
        summary: 'Liga ou desliga o e-mail diário de visualizações do perfil.',
        body: preferencesSchema,
      },
    },
    async (request) => {
      await setNoticePreference(db, authUser(request).id, request.body.avisos_visualizacao);
      return { avisos_visualizacao: request.body.avisos_visualizacao };
    },
  );
};
