// The e-mails of the applications, in Portuguese: the clinic hears of each new application, the
// candidate of each change of status made by the clinic. They are sent after the transaction
// commits, in the background: a failure never fails the request.
import { CANDIDATURA_STATUS_LABELS, type CandidaturaStatus } from '@app/shared';
import type { MailMessage } from '../../plugins/mail';
import { composeMail as message } from '../../plugins/mail-message';

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
