// The e-mail of each proposal request, to the consultancy (SITE_EMAIL), with every field; its
// Reply-To is the requester, so that answering the e-mail answers them.
import { maskPhone, serviceTitle } from '@app/shared';
import type { MailMessage } from '../../plugins/mail';
import { composeMail, withKind } from '../../plugins/mail-message';
import type { ContatoRow } from './contacts.repo';

export function newContatoEmail(
  site: { publicUrl: string; siteName: string; email: string },
  row: ContatoRow,
): MailMessage {
  const servico = serviceTitle(row.servico) ?? `Serviço ${row.servico}`;
  const mail = withKind(
    'contact-request',
    composeMail(
      site.email,
      `Nova solicitação de proposta: ${servico}`,
      [
        `Nova solicitação de proposta recebida pelo site (nº ${row.id}).`,
        `Serviço: ${servico}`,
        `Nome: ${row.nome}`,
        `E-mail: ${row.email}`,
        `Telefone: ${maskPhone(row.telefone)}`,
        `Clínica: ${row.clinica || '(não informada)'}`,
        `Mensagem: ${row.mensagem}`,
        `Consentimento para contato: sim, em ${row.consentimento_em.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`,
      ],
      `${site.publicUrl}/admin/contatos/${row.id}`,
      'Abrir no painel',
      site.siteName,
    ),
  );
  return { ...mail, replyTo: row.email };
}
