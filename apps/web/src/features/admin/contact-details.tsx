import type { Contato } from '@app/shared';
import type { ReactNode } from 'react';
import { formatDateTime } from './display';
import { PhoneLink } from './phone-link';

/** One field of the request: its label and value. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** A proposal request's fields: service, contact, clinic, message, date and consent. */
export function ContactDetails({ contato }: { contato: Contato }) {
  return (
    <dl className="grid gap-3">
      <Row label="Serviço">{contato.servico_titulo}</Row>
      <Row label="Nome">{contato.nome}</Row>
      <Row label="E-mail">
        <a href={`mailto:${contato.email}`} className="underline">
          {contato.email}
        </a>
      </Row>
      <Row label="Telefone">
        <PhoneLink phone={contato.telefone} whatsapp />
      </Row>
      <Row label="Clínica">{contato.clinica || '—'}</Row>
      <Row label="Mensagem">
        <span className="whitespace-pre-line">{contato.mensagem}</span>
      </Row>
      <Row label="Recebida em">{formatDateTime(contato.criado_em)}</Row>
      <Row label="Consentimento">Autorizou o contato em {formatDateTime(contato.consentimento_em)}</Row>
    </dl>
  );
}
