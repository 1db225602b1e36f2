import { CONTATO_STATUS_LABELS, type ContatoStatus } from '@app/shared';

/** Formatting shared by the back office's pages (dates in Brasília time). */

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});
const date = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => date.format(new Date(iso));
export const formatNumber = (n: number) => n.toLocaleString('pt-BR');

/** '2026-11-23' → '23/11'. */
export const weekLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export const ACCOUNT_LABELS = { candidato: 'Candidato', clinica: 'Clínica', admin: 'Administrador' } as const;

export const contatoStatusLabel = (status: ContatoStatus) => CONTATO_STATUS_LABELS[status];
