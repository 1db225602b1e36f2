// The e-mails of the applications, in Portuguese: the clinic hears of each new application and the
// candidate gets a confirmation of it, the candidate hears of each change of status made by the clinic (after the undo window, see
// applications.routes.ts), and the candidates still in the process of a posting its clinic closes.
// They are sent after the transaction commits, in the background: a failure never fails the request.
import { CANDIDATURA_STATUS_LABELS, type CandidaturaStatus } from '@app/shared';
import type { MailMessage } from '../../plugins/mail';
import { composeMail as message, withKind } from '../../plugins/mail-message';

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
  return withKind(
    'application-new',
    message(
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
    ),
  );
}

/** To the candidate: the confirmation of their own application. */
export function applicationConfirmationEmail(
  site: Site,
  to: string,
  candidateName: string,
  vaga: { titulo: string; clinica: string },
): MailMessage {
  const firstName = candidateName.trim().split(/\s+/)[0] ?? '';
  return withKind(
    'application-confirmation',
    message(
      to,
      `Candidatura enviada: "${vaga.titulo}"`,
      [
        firstName ? `Olá, ${firstName}.` : 'Olá,',
        `Sua candidatura à vaga "${vaga.titulo}" foi enviada com sucesso.`,
        ...(vaga.clinica ? [`Clínica: ${vaga.clinica}`] : []),
        'A clínica já pode ver o seu perfil e a sua mensagem. Você receberá um e-mail a cada mudança de etapa e pode acompanhar tudo em Minhas candidaturas.',
      ],
      `${site.publicUrl}/minhas-candidaturas`,
      'Ver minhas candidaturas',
      site.siteName,
    ),
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
  return withKind(
    'application-status',
    message(
      to,
      `Sua candidatura para "${application.titulo}": ${label}`,
      [
        'Olá,',
        `${application.clinica} atualizou a sua candidatura à vaga "${application.titulo}".`,
        `Nova etapa: ${label}.`,
      ],
      link,
      'Ver minhas candidaturas',
      site.siteName,
    ),
  );
}

/** To a candidate still in the process (not withdrawn, not yet decided): the clinic closed the posting. */
export function vagaClosedEmail(
  site: Site,
  to: string,
  vaga: { titulo: string; clinica: string },
  reason: 'closed' | 'expired' = 'closed',
): MailMessage {
  const link = `${site.publicUrl}/minhas-candidaturas`;
  return withKind(
    'vaga-closed',
    message(
      to,
      `A vaga "${vaga.titulo}" foi encerrada`,
      [
        'Olá,',
        reason === 'expired'
          ? `A vaga "${vaga.titulo}", de ${vaga.clinica}, à qual você se candidatou, chegou ao fim do prazo de publicação e foi encerrada.`
          : `${vaga.clinica} encerrou a vaga "${vaga.titulo}", à qual você se candidatou.`,
        `Com o encerramento, o processo seletivo desta vaga não seguirá pela ${site.siteName}. Sua candidatura continua registrada em Minhas candidaturas, onde você pode rever a vaga a qualquer momento.`,
        'Agradecemos o seu interesse. Há outras vagas abertas esperando por profissionais como você.',
      ],
      link,
      'Ver minhas candidaturas',
      site.siteName,
    ),
  );
}
