// The job alerts' work on the queue (plugins/jobs.ts):
//   'alert-vaga'   {vagaId}  stored when a clinic publishes a posting (job-postings.routes.ts): each
//                  'imediata' alert it matches gets one e-mail, within seconds.
//   'alert-digest' {}        due each day at ALERT_DIGEST_HOUR, São Paulo time (one job per day,
//                  whatever the number of processes): each 'diaria' alert gets the postings that
//                  match it published since its last digest, or nothing when there are none.
// Matching is the public list's own filter (job-postings.repo findAlertMatches), so an alert finds
// what its filters show on /vagas. Alerts of suspended accounts are skipped; a deleted account's
// alerts are deleted with it. Tests run the digest by sending the job (due now).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QUEUES } from '../../plugins/jobs';
import { unsubscribeToken } from '../../plugins/unsubscribe-token';
import { findAlertMatches, type PublicFilter } from '../job-postings/job-postings.repo';
import { alertEmail } from './job-alerts.mail';
import * as repo from './job-alerts.repo';

/** The purpose signed into the tokens of the alerts' unsubscribe links. */
export const ALERT_UNSUBSCRIBE_PURPOSE = 'alerta';
export const ALERT_UNSUBSCRIBE_PATH = '/api/v1/alertas/cancelar';
/** Postings listed in one digest (the rest as a count with a link to /vagas). */
const DIGEST_MAX = 20;
const BATCH = 200;
const DIGEST_KEY = 'alert-digest';
const TIME_ZONE = 'America/Sao_Paulo';

export function alertUnsubscribeUrl(config: { publicUrl: string; secretKey: Buffer }, alertId: number) {
  const token = unsubscribeToken(config.secretKey, ALERT_UNSUBSCRIBE_PURPOSE, alertId);
  return `${config.publicUrl}${ALERT_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

const filterOf = (alert: repo.AlertValues): PublicFilter => ({
  tiposProfissao: alert.tipos_profissao,
  estados: alert.estados,
  tiposContrato: [],
  cidade: alert.cidade ?? undefined,
  q: alert.q ?? undefined,
});

/** The UTC offset of São Paulo at `at`, in ms (wall clock minus UTC). */
function zoneOffsetMs(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The next instant after `now` when São Paulo's clock reads `hour`:00. */
export function nextDigestAt(now: Date, hour: number): Date {
  const offset = zoneOffsetMs(now);
  const wall = new Date(now.getTime() + offset);
  let candidate = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour) - offset;
  if (candidate <= now.getTime()) candidate += 86_400_000;
  return new Date(candidate);
}

export function registerJobAlerts(app: FastifyInstance): void {
  const { db, database, config, jobs } = app;
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };

  jobs.work<{ vagaId: number }>(QUEUES.alertVaga, async ({ vagaId }) => {
    const result = await db.execute(
      sql`select tipo_profissao, estado from vagas where id = ${vagaId} and status = 'aberta'`,
    );
    const vaga = (result as unknown as { rows: { tipo_profissao: string; estado: string }[] }).rows[0];
    if (!vaga) return;
    for (const alert of await repo.immediateCandidates(db, vaga.tipo_profissao, vaga.estado)) {
      const [match] = await findAlertMatches(database, filterOf(alert), { ids: [vagaId] }, 1);
      if (!match) continue;
      await jobs.send(
        QUEUES.mail,
        alertEmail(site, alert, alert, [match], alertUnsubscribeUrl(config, Number(alert.id))),
      );
    }
  });

  /** Each 'diaria' alert: the postings since its last digest (claimed first, so sent once). */
  async function digest(): Promise<void> {
    const until = new Date();
    let afterId = 0;
    for (;;) {
      const batch = await repo.dailyAlerts(db, afterId, BATCH);
      for (const alert of batch) {
        const since = new Date(alert.ultimo_envio_em);
        const matches = await findAlertMatches(
          database,
          filterOf(alert),
          { after: since, until },
          DIGEST_MAX + 1,
        );
        if (!(await repo.claimDigest(db, Number(alert.id), since, until))) continue;
        if (matches.length === 0) continue;
        await jobs.send(
          QUEUES.mail,
          alertEmail(
            site,
            alert,
            alert,
            matches.slice(0, DIGEST_MAX),
            alertUnsubscribeUrl(config, Number(alert.id)),
            matches.length,
          ),
        );
      }
      if (batch.length < BATCH) return;
      afterId = Number(batch[batch.length - 1]?.id);
    }
  }

  /** The next digest, due at the next ALERT_DIGEST_HOUR (one job per day whoever asks). */
  const scheduleNext = () => {
    const now = new Date();
    const at = nextDigestAt(now, config.alertDigestHour);
    return jobs.send(
      QUEUES.alertDigest,
      {},
      {
        startAfterSeconds: Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)),
        // One job per day's digest: the key names the day; pg-boss refuses a throttle slot longer
        // than its archive interval (an hour), and a second job in another slot only finds the
        // alerts already claimed (claimDigest), so it sends nothing twice.
        singleton: { key: `${DIGEST_KEY}:${at.toISOString()}`, seconds: 3600 },
      },
    );
  };

  jobs.work(QUEUES.alertDigest, async () => {
    await digest();
    await scheduleNext();
  });
  app.addHook('onReady', async () => {
    await scheduleNext().catch((err: unknown) =>
      app.log.warn({ err }, 'the job alerts digest could not be scheduled'),
    );
  });
}
