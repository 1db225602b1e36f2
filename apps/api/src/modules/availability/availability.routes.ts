// The candidate's availability, under /api/v1:
//   GET  /disponibilidade                      the candidate's own state (for the notices of /home and /perfil2)
//   POST /disponibilidade/confirmar            'Sim, estou disponível' from the site (session)
//   GET  /disponibilidade/confirmar?token=…    the e-mail's one-click link (no session); answers a small page
// The sweep on the job queue (queue 'availability'), every AVAILABILITY_SWEEP_SECONDS, hides the
// unanswered ones and asks the ones due (availability.service.ts).
import { availabilityOperations as ops } from '@app/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { messagePage } from '../../plugins/html';
import { QUEUES } from '../../plugins/jobs';
import { mount } from '../../plugins/mount';
import { API_PREFIX } from '../../plugins/route-paths';
import { toIso } from '../job-postings/job-postings.service';
import * as service from './availability.service';

const SWEEP_KEY = 'availability-sweep';
const CONFIRM_PATH = `${API_PREFIX}/disponibilidade/confirmar`;

export function availabilityLink(
  config: { publicUrl: string; secretKey: Buffer },
  id: number,
  askedAt: Date,
) {
  return `${config.publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(service.availabilityToken(config.secretKey, id, askedAt))}`;
}

/** The sweep's worker and its chain (one sweep per slot whatever the number of processes, as vaga-expiry's). */
export function registerAvailabilitySweep(app: FastifyInstance): void {
  const { db, config, jobs } = app;
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  const slot = config.availabilitySweepSeconds;

  const scheduleNext = (now = Date.now()) => {
    const seconds = Math.floor(now / 1000);
    return jobs.send(
      QUEUES.availability,
      {},
      {
        startAfterSeconds: Math.max(1, slot - (seconds % slot)),
        singleton: { key: `${SWEEP_KEY}:${Math.floor(seconds / slot) + 1}`, seconds: slot },
      },
    );
  };

  jobs.work(QUEUES.availability, async () => {
    // Hidden first: with a grace of 0 days, the ones asked now leave at the next sweep.
    await service.hideUnanswered(db, config.availabilityGraceDays);
    for (const due of await service.askDue(db, config.availabilityDays)) {
      await jobs.send(
        QUEUES.mail,
        service.availabilityEmail(
          site,
          due.email,
          due.nome,
          availabilityLink(config, due.id, due.pedida_em),
          config.availabilityGraceDays,
        ),
      );
    }
    await scheduleNext();
  });
  app.addHook('onReady', async () => {
    await jobs
      .send(QUEUES.availability, {}, { singleton: { key: SWEEP_KEY, seconds: slot } })
      .catch((err: unknown) => app.log.warn({ err }, 'the availability sweep could not be scheduled'));
  });
}

const answerOf = (row: service.AvailabilityRow | null) => ({
  confirmada_em: toIso(row?.confirmada_em ?? null),
  pedida_em: toIso(row?.pedida_em ?? null),
  indisponivel_em: toIso(row?.indisponivel_em ?? null),
});

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const page = (title: string, paragraph: string) =>
    messagePage(
      config.site.name,
      title,
      [paragraph],
      [
        { href: `${config.publicUrl}/perfil`, text: 'Ir para o meu perfil' },
        { href: `${config.publicUrl}/vagas`, text: 'Ver as vagas' },
      ],
    );
  mount(app, ops.getDisponibilidade, { onRequest: policy.candidate }, async (request) =>
    answerOf(await service.findAvailability(db, authUser(request).id)),
  );

  mount(app, ops.postDisponibilidadeConfirmar, { onRequest: policy.candidate }, async (request) => {
    const id = authUser(request).id;
    if (!(await service.confirm(db, id)))
      throw new HttpError(404, 'Publique seu perfil para aparecer na lista das clínicas.');
    return answerOf(await service.findAvailability(db, id));
  });

  mount(app, ops.getDisponibilidadeConfirmar, { onRequest: policy.anyone }, async (request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8');
    const token = request.query.token ?? '';
    const id = service.readAvailabilityToken(config.secretKey, token);
    if (id === null || !(await service.confirm(db, id))) {
      return reply
        .code(400)
        .send(
          page(
            'Link inválido ou expirado',
            'Este link de confirmação não é válido ou expirou. Entre na sua conta e confirme sua disponibilidade na página inicial ou no seu perfil.',
          ),
        );
    }
    return page(
      'Disponibilidade confirmada',
      `Obrigado! Seu perfil continua na lista de candidatos das clínicas, com a disponibilidade confirmada em ${service.dateBr(new Date())}.`,
    );
  });
};
