// Availability is confirmed (issue 29 item 4). Every AVAILABILITY_DAYS after a publication or a
// confirmation a published candidate is asked 'Você ainda está disponível?' with a signed
// one-click link; without an answer in AVAILABILITY_GRACE_DAYS the profile leaves the clinics'
// candidate list (candidatos.indisponivel_em; listedCandidateSql), not deleted: the candidate sees
// why on /home and /perfil2 and comes back in one click. Each step is one conditional UPDATE …
// RETURNING, so whatever the number of processes or sweeps a candidate is asked once and hidden
// once. The list's version rises with these columns (migration 0015), so cached pages drop them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { MailMessage } from '../../plugins/mail';
import { composeMail, withKind } from '../../plugins/mail-message';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const DAY_MS = 86_400_000;
/** A confirmation link works this long after the question was sent. */
const LINK_DAYS = 365;

/** The confirmation link's token: the candidate and when they were asked, signed. */
export function availabilityToken(secret: Buffer, candidateId: number, askedAt: Date): string {
  const payload = `${candidateId}.${askedAt.getTime()}`;
  return `${payload}.${createHmac('sha256', secret).update(`disponibilidade|${payload}`).digest('base64url')}`;
}

/** The candidate the token names, or null when it is forged, malformed or too old. */
export function readAvailabilityToken(secret: Buffer, token: string, now = Date.now()): number | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const askedAt = new Date(Number(match[2]));
  const expected = Buffer.from(availabilityToken(secret, id, askedAt).split('.')[2] as string, 'base64url');
  const given = Buffer.from(match[3] as string, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (askedAt.getTime() + LINK_DAYS * DAY_MS < now) return null;
  return id;
}

export const dateBr = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(date);

export function availabilityEmail(
  site: { publicUrl: string; siteName: string },
  to: string,
  nome: string,
  link: string,
  graceDays: number,
): MailMessage {
  const firstName = nome.trim().split(/\s+/)[0] ?? '';
  return withKind(
    'availability-question',
    composeMail(
      to,
      'Você ainda está disponível?',
      [
        `Olá, ${firstName}.`,
        `Seu perfil está no banco de talentos da ${site.siteName}, onde as clínicas procuram profissionais. Para mostrar às clínicas só quem está procurando trabalho, perguntamos de tempos em tempos: você ainda está disponível?`,
        'Se estiver, confirme com um clique no botão abaixo, sem precisar entrar na sua conta. As clínicas verão a data da sua confirmação no seu cartão.',
        `Sem resposta em ${graceDays} ${graceDays === 1 ? 'dia' : 'dias'}, seu perfil sai da lista de candidatos das clínicas. Ele não é excluído: você volta para a lista quando quiser, em um clique, na sua página inicial ou no seu perfil.`,
      ],
      link,
      'Sim, estou disponível',
      site.siteName,
    ),
  );
}

/** Takes out of the list the candidates asked more than `graceDays` ago who did not answer. */
export async function hideUnanswered(db: Executor, graceDays: number): Promise<number[]> {
  const result = await db.execute(sql`
    update candidatos set indisponivel_em = now()
    where indisponivel_em is null and published_at is not null
      and disponibilidade_pedida_em <= now() - make_interval(days => ${graceDays})
    returning usuario_id`);
  return rowsOf<{ usuario_id: number }>(result).map((r) => Number(r.usuario_id));
}

/** Marks as asked the published, active candidates due for the question, and answers whom to e-mail. */
export async function askDue(
  db: Executor,
  days: number,
): Promise<{ id: number; nome: string; email: string; pedida_em: Date }[]> {
  const result = await db.execute(sql`
    update candidatos c set disponibilidade_pedida_em = now()
    from usuarios u
    where u.id = c.usuario_id and u.suspenso_em is null
      and c.published_at is not null and c.suspenso_em is null and c.indisponivel_em is null
      and c.disponibilidade_pedida_em is null
      and greatest(c.disponibilidade_confirmada_em, c.published_at) <= now() - make_interval(days => ${days})
    returning c.usuario_id as id, c.nome, u.email, c.disponibilidade_pedida_em as pedida_em`);
  return rowsOf<{ id: number; nome: string; email: string; pedida_em: Date | string }>(result).map((r) => ({
    id: Number(r.id),
    nome: r.nome,
    email: r.email,
    pedida_em: new Date(r.pedida_em),
  }));
}

export interface AvailabilityRow {
  confirmada_em: Date | string | null;
  pedida_em: Date | string | null;
  indisponivel_em: Date | string | null;
}

export async function findAvailability(db: Executor, candidateId: number): Promise<AvailabilityRow | null> {
  const result = await db.execute(sql`
    select case when published_at is null then null
        else greatest(disponibilidade_confirmada_em, published_at) end as confirmada_em,
      disponibilidade_pedida_em as pedida_em, indisponivel_em
    from candidatos where usuario_id = ${candidateId}`);
  return rowsOf<AvailabilityRow>(result)[0] ?? null;
}

/** 'Sim, estou disponível': confirmed now, back in the list; false when the candidate is gone or not published. */
export async function confirm(db: Executor, candidateId: number): Promise<boolean> {
  const result = await db.execute(sql`
    update candidatos set disponibilidade_confirmada_em = now(), disponibilidade_pedida_em = null,
      indisponivel_em = null
    where usuario_id = ${candidateId} and published_at is not null
    returning usuario_id`);
  return rowsOf(result).length > 0;
}
