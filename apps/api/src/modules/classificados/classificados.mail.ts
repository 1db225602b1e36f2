// The e-mails of the classificados, in Portuguese: a message to an ad's owner (Reply-To: the
// sender, so the owner answers by e-mail without either address showing on the site), and the
// owner hearing of the moderation (approved, refused with the reason). Sent with
// app.mailer.sendInBackground (a job in the queue): a failure never fails the request.
import type { MailMessage } from '../../plugins/mail';
import { composeMail as message, withKind } from '../../plugins/mail-message';
import type { Site } from '../applications/applications.mail';

export function contactEmail(
  site: Site,
  to: string,
  anuncio: { id: number; titulo: string },
  sender: { nome: string; email: string },
  mensagem: string,
): MailMessage {
  return {
    ...withKind(
      'anuncio-contato',
      message(
        to,
        `Nova mensagem sobre o seu anúncio "${anuncio.titulo}"`,
        [
          'Olá,',
          `${sender.nome} enviou uma mensagem sobre o seu anúncio "${anuncio.titulo}" nos Classificados:`,
          mensagem,
          'Para responder, basta responder a este e-mail: a resposta vai direto para quem escreveu.',
        ],
        `${site.publicUrl}/classificados/${anuncio.id}`,
        'Ver o anúncio',
        site.siteName,
      ),
    ),
    replyTo: sender.email,
  };
}

export function approvedEmail(site: Site, to: string, anuncio: { id: number; titulo: string }, days: number) {
  return withKind(
    'anuncio-aprovado',
    message(
      to,
      `Seu anúncio foi publicado: "${anuncio.titulo}"`,
      [
        'Olá,',
        `O seu anúncio "${anuncio.titulo}" foi aprovado pela equipe e já está nos Classificados.`,
        `Ele fica publicado por ${days} dias. Quando vender, marque-o como vendido em Meus anúncios.`,
      ],
      `${site.publicUrl}/classificados/${anuncio.id}`,
      'Ver o anúncio',
      site.siteName,
    ),
  );
}

export function refusedEmail(
  site: Site,
  to: string,
  anuncio: { id: number; titulo: string },
  motivo: string,
) {
  return withKind(
    'anuncio-recusado',
    message(
      to,
      `Seu anúncio não foi aprovado: "${anuncio.titulo}"`,
      [
        'Olá,',
        `O seu anúncio "${anuncio.titulo}" não foi aprovado pela equipe dos Classificados.`,
        `Motivo: ${motivo}`,
        'Você pode corrigir o anúncio e enviá-lo de novo para moderação em Meus anúncios.',
      ],
      `${site.publicUrl}/meus-anuncios`,
      'Ver meus anúncios',
      site.siteName,
    ),
  );
}
