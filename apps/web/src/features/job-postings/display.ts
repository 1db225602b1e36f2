import { CANDIDATURA_STATUS_LABELS, type CandidaturaStatus } from '@app/shared';

const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});
// Brasília time, never the machine's zone: the server renders these pages in UTC and the browser
// hydrates them in the visitor's zone, so a zone-dependent date would differ between the two
// (a hydration error between 21:00 and 24:00 in Brasília) and show a posting's day wrongly.
const day = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});

/** 'R$ 3.000 a R$ 4.500', 'A partir de R$ 3.000', 'Até R$ 4.500'; null when not shown. */
export function formatSalary(min?: number | null, max?: number | null): string | null {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax)
    return min === max ? money.format(min) : `${money.format(min)} a ${money.format(max)}`;
  if (hasMin) return `A partir de ${money.format(min)}`;
  if (hasMax) return `Até ${money.format(max)}`;
  return null;
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}

const STATUS_TONES: Record<CandidaturaStatus, string> = {
  recebida: 'bg-sky-100 text-sky-900',
  em_analise: 'bg-amber-100 text-amber-900',
  entrevista: 'bg-violet-100 text-violet-900',
  contratada: 'bg-emerald-100 text-emerald-900',
  nao_selecionada: 'bg-slate-200 text-slate-800',
  retirada: 'bg-slate-200 text-slate-800',
};

export const statusLabel = (status: CandidaturaStatus) => CANDIDATURA_STATUS_LABELS[status];
export const statusBadgeClasses = (status: CandidaturaStatus) =>
  `inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${STATUS_TONES[status]}`;

/** The date the application reached its current status. */
export function statusDate(
  c: { status: CandidaturaStatus } & Record<`${CandidaturaStatus}_em`, string | null>,
) {
  return formatDate(c[`${c.status}_em`]);
}

/**
 * The apply dialog's word when the vaga is for another profession than the candidate's profile
 * ('Esta vaga é para TSB e seu perfil é de Dentista Radiologista. …'); null when they match or
 * the profile's profession is unknown. Applying stays possible.
 */
export function professionMismatchNotice(
  vagaProfession: string,
  ownProfession: string | null,
): string | null {
  if (!ownProfession || ownProfession === vagaProfession) return null;
  return `Esta vaga é para ${vagaProfession} e seu perfil é de ${ownProfession}. Você pode se candidatar mesmo assim.`;
}
