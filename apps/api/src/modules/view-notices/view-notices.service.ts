// The candidate's daily e-mail "N clínicas viram seu perfil hoje": at most one per candidate and
// São Paulo calendar day, only while the candidate keeps the setting on. The first view of the day
// sends it (by default at once; VIEW_NOTICE_DELAY_MINUTES waits so that the views of the next
// minutes are counted in it); a row in avisos_visualizacao claims the day, so several processes or
// later views send nothing more that day.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { MailMessage } from '../../plugins/mail';
import { composeMail, withKind } from '../../plugins/mail-message';
import { VIEW_DAY } from '../views/views.repo';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ViewNoticeSite {
  publicUrl: string;
  siteName: string;
}

/** "1 clínica viu seu perfil hoje" / "3 clínicas viram seu perfil hoje". */
export function viewNoticeSubject(clinics: number): string {
  return clinics === 1 ? '1 clínica viu seu perfil hoje' : `${clinics} clínicas viram seu perfil hoje`;
}

/**
 * The e-mail of the day. `unsubscribeUrl` is the candidate's one-click link that turns the notice
 * off (view-notices.routes.ts): in the text and in the List-Unsubscribe headers (RFC 2369, RFC 8058),
 * so that mail readers show their own "cancelar inscrição" button.
 */
export function viewNoticeEmail(
  site: ViewNoticeSite,
  to: string,
  name: string,
  clinics: number,
  unsubscribeUrl: string,
): MailMessage {
  const firstName = name.trim().split(/\s+/)[0] ?? '';
  const mail = withKind(
    'view-notice',
    composeMail(
      to,
      viewNoticeSubject(clinics),
      [
        `Olá, ${firstName}.`,
        `${viewNoticeSubject(clinics)} no banco de talentos da ${site.siteName}.`,
        'Um currículo completo e atualizado ajuda as clínicas a chamar você: confira formações, experiências e portfólio.',
        'Você recebe este aviso no máximo uma vez por dia. Para não receber mais, desligue "Avisos de visualização" no seu perfil ou use o link a seguir.',
        `Não quero mais receber este aviso: ${unsubscribeUrl}`,
      ],
      `${site.publicUrl}/perfil`,
      'Ver meu perfil',
      site.siteName,
    ),
  );
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Claims today's notice for the candidate and answers what to send: their e-mail, name and how
 * many clinics viewed the profile today; null when it was already sent today, the candidate turned
 * the notices off, or nobody viewed the profile today.
 */
export async function claimTodaysNotice(
  db: Executor,
  candidateId: number,
): Promise<{ email: string; nome: string; clinics: number } | null> {
  const result = await db.execute(sql`
    with candidate as (
      select c.usuario_id, c.nome, u.email,
        (select count(*) from visualizacoes v where v.candidato_id = c.usuario_id and v.dia = ${VIEW_DAY})::int as clinics
      from candidatos c join usuarios u on u.id = c.usuario_id
      where c.usuario_id = ${candidateId} and c.avisos_visualizacao
    ), claimed as (
      insert into avisos_visualizacao (candidato_id, dia)
      select usuario_id, ${VIEW_DAY} from candidate where clinics > 0
      on conflict do nothing
      returning 1
    )
    select email, nome, clinics from candidate where exists (select 1 from claimed)`);
  const row = rowsOf<{ email: string; nome: string; clinics: number }>(result)[0];
  return row ? { ...row, clinics: Number(row.clinics) } : null;
}

export async function noticePreference(db: Executor, candidateId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select avisos_visualizacao from candidatos where usuario_id = ${candidateId}`,
  );
  return rowsOf<{ avisos_visualizacao: boolean }>(result)[0]?.avisos_visualizacao ?? true;
}

export async function setNoticePreference(db: Executor, candidateId: number, on: boolean): Promise<void> {
  await db.execute(sql`update candidatos set avisos_visualizacao = ${on} where usuario_id = ${candidateId}`);
}
