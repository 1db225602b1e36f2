// Postings expire with notice (issue 29 item 3). A sweep on the job queue (queue 'vaga-expiry'),
// every VAGA_EXPIRY_SWEEP_SECONDS:
//   - an open posting whose expira_em is within VAGA_EXPIRY_NOTICE_DAYS and whose clinic was not
//     told yet is marked (vagas.aviso_expiracao_em) and its clinic gets 'Renovar por mais N dias'
//     (a signed one-click link) with the count of applicants;
//   - an open posting past expira_em is closed and each applicant still in the process is told.
// Both are one conditional UPDATE … RETURNING, so whatever the number of processes or sweeps a
// posting is noticed once and closed once; the e-mails are then stored as 'mail' jobs.
// The sweeps: at most one per slot of VAGA_EXPIRY_SWEEP_SECONDS (pg-boss singleton), each due at
// the start of the next slot, so the chains of several processes or restarts fall into one.
//
//   GET /api/v1/vagas/{id}/renovar?token=…   renews without signing in; answers a small HTML page
import { createHmac, timingSafeEqual } from 'node:crypto';
import { jobPostingsOperations as ops } from '@app/shared/contract';
import { and, count, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { candidaturas, usuarios, vagas } from '../../db/schema';
import { messagePage } from '../../plugins/html';
import { QUEUES } from '../../plugins/jobs';
import type { MailMessage } from '../../plugins/mail';
import { composeMail, withKind } from '../../plugins/mail-message';
import { mount } from '../../plugins/mount';
import { API_PREFIX } from '../../plugins/route-paths';
import { vagaClosedEmail } from '../applications/applications.mail';
import { findInProcess } from '../applications/applications.repo';
import { expiryFrom } from './job-postings.service';

const DAY_MS = 86_400_000;
/** A renew link still works this long after the posting's expiry (it then reopens it). */
const LINK_GRACE_DAYS = 30;
const SWEEP_KEY = 'vaga-expiry-sweep';

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The renew link's token: the posting and its current expiry, signed; a renewal changes the expiry, so it serves once. */
export function renewToken(secret: Buffer, id: number, expiraEm: Date): string {
  const payload = `${id}.${expiraEm.getTime()}`;
  return `${payload}.${createHmac('sha256', secret).update(`vaga-renovar|${payload}`).digest('base64url')}`;
}

function readToken(secret: Buffer, id: number, token: string): Date | null {
  const [tokenId, ms, sig] = token.split('.');
  if (tokenId !== String(id) || !ms || !/^\d{1,15}$/.test(ms) || !sig) return null;
  const expected = Buffer.from(
    renewToken(secret, id, new Date(Number(ms))).split('.')[2] as string,
    'base64url',
  );
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiraEm = new Date(Number(ms));
  if (expiraEm.getTime() + LINK_GRACE_DAYS * DAY_MS < Date.now()) return null;
  return expiraEm;
}

const dateBr = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }).format(date);

export function expiryNoticeEmail(
  site: { publicUrl: string; siteName: string },
  to: string,
  vaga: { titulo: string; expiraEm: Date; candidatos: number; link: string; days: number },
): MailMessage {
  const applicants =
    vaga.candidatos === 0
      ? 'Até agora ela não recebeu candidaturas.'
      : vaga.candidatos === 1
        ? 'Até agora ela recebeu 1 candidatura.'
        : `Até agora ela recebeu ${vaga.candidatos} candidaturas.`;
  return withKind(
    'vaga-expiry-notice',
    composeMail(
      to,
      `Sua vaga "${vaga.titulo}" expira em ${dateBr(vaga.expiraEm)}`,
      [
        'Olá,',
        `A vaga "${vaga.titulo}" fica publicada até ${dateBr(vaga.expiraEm)}. ${applicants}`,
        `Para mantê-la aberta, renove com um clique no botão abaixo: ela ficará publicada por mais ${vaga.days} dias, sem precisar entrar na sua conta.`,
        'Se a vaga já foi preenchida, não é preciso fazer nada: ela será encerrada automaticamente e os candidatos ainda no processo serão avisados.',
      ],
      vaga.link,
      `Renovar por mais ${vaga.days} dias`,
      site.siteName,
    ),
  );
}

export function registerVagaExpiry(app: FastifyInstance): void {
  const { db, config, jobs } = app;
  const site = { publicUrl: config.publicUrl, siteName: config.site.name };
  const slot = config.vagaExpirySweepSeconds;

  /** Stores the next sweep, due at the start of the next slot (once per slot, whoever asks). */
  const scheduleNext = (now = Date.now()) => {
    const seconds = Math.floor(now / 1000);
    // Keyed by the slot it is due in: the chains of several processes fall into one job.
    return jobs.send(
      QUEUES.vagaExpiry,
      {},
      {
        startAfterSeconds: Math.max(1, slot - (seconds % slot)),
        singleton: { key: `${SWEEP_KEY}:${Math.floor(seconds / slot) + 1}`, seconds: slot },
      },
    );
  };

  async function sweep(): Promise<void> {
    const now = new Date();
    const noticed = await db
      .update(vagas)
      .set({ aviso_expiracao_em: now })
      .where(
        and(
          eq(vagas.status, 'aberta'),
          isNull(vagas.aviso_expiracao_em),
          gt(vagas.expira_em, now),
          lte(vagas.expira_em, expiryFrom(now, config.vagaExpiryNoticeDays)),
        ),
      )
      .returning({
        id: vagas.id,
        titulo: vagas.titulo,
        expira_em: vagas.expira_em,
        clinica_id: vagas.clinica_id,
      });
    for (const vaga of noticed) {
      const [clinic] = await db
        .select({ email: usuarios.email })
        .from(usuarios)
        .where(and(eq(usuarios.id, vaga.clinica_id), isNull(usuarios.suspenso_em)));
      if (!clinic) continue;
      const [applied] = await db
        .select({ n: count() })
        .from(candidaturas)
        .where(and(eq(candidaturas.vaga_id, vaga.id), ne(candidaturas.status, 'retirada')));
      const expiraEm = toDate(vaga.expira_em);
      const link = `${config.publicUrl}${API_PREFIX}/vagas/${vaga.id}/renovar?token=${renewToken(config.secretKey, vaga.id, expiraEm)}`;
      await jobs.send(
        QUEUES.mail,
        expiryNoticeEmail(site, clinic.email, {
          titulo: vaga.titulo,
          expiraEm,
          candidatos: Number(applied?.n ?? 0),
          link,
          days: config.vagaDays,
        }),
      );
    }

    const closed = await db
      .update(vagas)
      .set({ status: 'encerrada', encerrada_em: now })
      .where(and(eq(vagas.status, 'aberta'), lte(vagas.expira_em, now)))
      .returning({ id: vagas.id });
    for (const { id } of closed)
      for (const { email, titulo, clinica } of await findInProcess(db, id))
        await jobs.send(QUEUES.mail, vagaClosedEmail(site, email, { titulo, clinica }, 'expired'));
    if (noticed.length > 0 || closed.length > 0) app.dataPages.invalidate('/vagas');
  }

  jobs.work(QUEUES.vagaExpiry, async () => {
    await sweep();
    await scheduleNext();
  });
  app.addHook('onReady', async () => {
    // Due now (once per slot across processes); the chain goes on from there.
    await jobs
      .send(QUEUES.vagaExpiry, {}, { singleton: { key: SWEEP_KEY, seconds: slot } })
      .catch((err: unknown) => app.log.warn({ err }, 'the vaga expiry sweep could not be scheduled'));
  });

  // The summary's days are VAGA_DAYS (the contract writes the default, 60).
  mount(app.withTypeProvider<ZodTypeProvider>(), ops.getVagasByIdRenovar, {}, async (request, reply) => {
    const { id } = request.params;
    const token = request.query.token ?? '';
    const html = (code: number, title: string, paragraphs: string[]) =>
      reply
        .code(code)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(
          messagePage(site.siteName, title, paragraphs, [
            { href: `${site.publicUrl}/minhas-vagas`, text: 'Ver minhas vagas' },
          ]),
        );
    const invalid = () =>
      html(400, 'Link inválido ou expirado', [
        'Este link de renovação não é válido, expirou ou já foi usado.',
        'Entre na sua conta e use "Reabrir" em Minhas vagas para manter a vaga publicada.',
      ]);
    const expiraEm = readToken(config.secretKey, id, token);
    if (!expiraEm) return invalid();
    const until = expiryFrom(new Date(), config.vagaDays);
    const [renewed] = await db
      .update(vagas)
      .set({ status: 'aberta', encerrada_em: null, expira_em: until, aviso_expiracao_em: null })
      .where(
        and(
          eq(vagas.id, id),
          // The token carries milliseconds; PostgreSQL keeps microseconds.
          sql`date_trunc('milliseconds', ${vagas.expira_em}) = ${expiraEm.toISOString()}::timestamptz`,
          // Open, or closed by its expiry (not by the clinic before it).
          sql`(${vagas.status} = 'aberta' or ${vagas.encerrada_em} >= ${vagas.expira_em})`,
        ),
      )
      .returning({ titulo: vagas.titulo });
    if (!renewed) return invalid();
    app.dataPages.invalidate('/vagas');
    return html(200, 'Vaga renovada', [
      `A vaga "${renewed.titulo}" está aberta até ${dateBr(until)}.`,
      'Os candidatos continuam vendo a vaga e podem se candidatar normalmente.',
    ]);
  });
}
