// The e-mails of the applications, in Portuguese: the clinic hears of each new application, the
// candidate of each change of status made by the clinic. They are sent after the transaction
// commits; a failure is logged without the address or the names and never fails the request.
import { CANDIDATURA_STATUS_LABELS, type CandidaturaStatus } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../plugins/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(paragraphs: string[], link: string, button: string): string {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="pt-BR">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #0e7490; color: #ffffff; text-decoration: none; border-radius: 6px">${escapeHtml(button)}</a></p>
<p>Se o botão não funcionar, copie este endereço no navegador:<br><a href="${href}">${href}</a></p>
</body>
</html>`;
}

function message(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string,
  button: string,
  siteName: string,
): MailMessage {
  const closing = `Equipe ${siteName}`;
  return {
    to,
    subject,
    link,
    text: [...paragraphs, '', `${button}: ${link}`, '', closing].join('\n'),
    html: html([...paragraphs, closing], link, button),
  };
}

export interface Site {
  publicUrl: string;
  siteName: string;
}

/** To the clinic: a new application to one of its postings. */
export function newApplicationEmail(
  site: Site,
  to: string,
  vaga: { id: number; titulo: string },
  candidateName: string,
): MailMessage {
  const link = `${site.publicUrl}/minhas-vagas/${vaga.id}`;
  return message(
    to,
    `Nova candidatura para a vaga "${vaga.titulo}"`,
    [
      'Olá,',
      `${candidateName} se candidatou à vaga "${vaga.titulo}".`,
      'Veja o perfil e a mensagem na página da vaga.',
    ],
    link,
    'Ver candidaturas',
    site.siteName,
  );
}

/** To the candidate: the clinic moved their application. */
export function statusChangeEmail(
  site: Site,
  to: string,
  application: { titulo: string; clinica: string; status: CandidaturaStatus },
): MailMessage {
  const link = `${site.publicUrl}/minhas-candidaturas`;
  const label = CANDIDATURA_STATUS_LABELS[application.status];
  return message(
    to,
    `Sua candidatura para "${application.titulo}": ${label}`,
    [
      'Olá,',
      `A clínica ${application.clinica} atualizou a sua candidatura à vaga "${application.titulo}".`,
      `Nova etapa: ${label}.`,
    ],
    link,
    'Ver minhas candidaturas',
    site.siteName,
  );
}

/** Messages still being sent, so that closing the app waits for them (see applicationsRoutes). */
export const pendingMail = new Set<Promise<void>>();

/** Sends without waiting; a failure is logged with `context` only (no address, no names). */
export function sendQuietly(
  mailer: Mailer,
  log: FastifyBaseLogger,
  mail: MailMessage,
  context: object,
): void {
  const task: Promise<void> = mailer
    .sendMail(mail)
    .catch((err: unknown) => {
      log.error(
        { ...context, code: (err as { code?: unknown })?.code },
        'application e-mail could not be sent',
      );
    })
    .finally(() => pendingMail.delete(task));
  pendingMail.add(task);
}
