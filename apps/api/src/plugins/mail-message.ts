// The platform's transactional e-mails share one shape: Portuguese paragraphs, one button with its
// link (also written out, for mail readers that hide buttons), the team's signature, and a
// plain-text twin. Send them with app.mailer.sendInBackground: a failure never fails the request.
import type { MailMessage } from './mail';

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

/** A message in the platform's shape. */
export function composeMail(
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
    text: [...paragraphs, '', `${button}: ${link}`, '', closing].join('\n'),
    html: html([...paragraphs, closing], link, button),
  };
}

/** The message marked with its kind, the only thing about it the log names. */
export function withKind(kind: string, message: MailMessage): MailMessage {
  return { ...message, kind };
}
