// The job alert e-mails: one posting ('imediata') or the day's new postings ('diaria'), each title
// with its absolute link, and the alert's one-click unsubscribe link in the text and in the
// List-Unsubscribe headers (RFC 2369, RFC 8058), so that mail readers show their own button.
import { alertaFiltersText } from '@app/shared';
import { escapeHtml } from '../../plugins/html';
import type { MailMessage } from '../../plugins/mail';
import type { AlertMatchRow } from '../job-postings/job-postings.repo';

export interface AlertSite {
  publicUrl: string;
  siteName: string;
}

interface AlertOf {
  tipos_profissao: string[];
  estados: string[];
  cidade: string | null;
  q: string | null;
}

export function alertEmail(
  site: AlertSite,
  to: { email: string; nome: string },
  alert: AlertOf,
  vagas: AlertMatchRow[],
  unsubscribeUrl: string,
  total = vagas.length,
): MailMessage {
  const firstName = to.nome.trim().split(/\s+/)[0] ?? '';
  const only = vagas.length === 1 ? vagas[0] : undefined;
  const more = total > vagas.length;
  const count = `${vagas.length}${more ? '+' : ''}`;
  const subject =
    only && total === 1 ? `Nova vaga: ${only.titulo}` : `${count} novas vagas para o seu alerta`;
  const filters = alertaFiltersText(alert);
  const intro =
    total === 1
      ? `Uma nova vaga combina com o seu alerta (${filters}):`
      : `${count} novas vagas combinam com o seu alerta (${filters}):`;
  const items = vagas.map((v) => ({
    title: v.titulo,
    where: `${v.nome_fantasia}, ${v.cidade}/${v.estado}`,
    link: `${site.publicUrl}/vagas/${v.id}`,
  }));
  const moreLine = `Há mais vagas novas para este alerta: veja todas em ${site.publicUrl}/vagas`;
  const manage = `Seus alertas ficam no seu perfil: ${site.publicUrl}/perfil`;
  const stop = `Não quero mais receber este alerta: ${unsubscribeUrl}`;
  const closing = `Equipe ${site.siteName}`;
  const text = [
    `Olá, ${firstName}.`,
    '',
    intro,
    '',
    ...items.map((i) => `- ${i.title} (${i.where}): ${i.link}`),
    ...(more ? [moreLine] : []),
    '',
    manage,
    stop,
    '',
    closing,
  ].join('\n');
  const a = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color: #0e7490">${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(`Olá, ${firstName}.`)}</p>
<p>${escapeHtml(intro)}</p>
<ul>
${items.map((i) => `<li>${a(i.link, i.title)} – ${escapeHtml(i.where)}<br><span style="color: #6b7280">${escapeHtml(i.link)}</span></li>`).join('\n')}
</ul>
${more ? `<p>Há mais vagas novas para este alerta: ${a(`${site.publicUrl}/vagas`, 'veja todas')}.</p>` : ''}
<p>Seus alertas ficam no ${a(`${site.publicUrl}/perfil`, 'seu perfil')}.</p>
<p style="font-size: 0.9em; color: #6b7280">${a(unsubscribeUrl, 'Não quero mais receber este alerta')}</p>
<p>${escapeHtml(closing)}</p>
</body>
</html>`;
  return {
    to: to.email,
    subject,
    text,
    html,
    kind: total === 1 && only ? 'job-alert' : 'job-alert-digest',
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
