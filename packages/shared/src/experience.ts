// Years of experience, one rule for the clinics' cards, the profile and the export (issue 25,
// item 10; docs/decisions/0002). An experiência counts when it has a valid start month ('AAAA-MM')
// and either 'trabalho atual' or an end month not before the start: from the start month to the end
// month inclusive, or to the month before the current one (Brasília time) for a current job.
// Overlapping periods count once. The free text 'Tempo de experiência' typed by the candidate is
// shown as typed only for an experiência without such a period; it is never parsed.
//
// The union of a candidate's periods is kept by the database (candidatos.lista_experiencia_meses
// and lista_experiencia_desde, migration 0012), so the list reads two columns; experienceMonths()
// adds the months of the stretch still running. periodMonths() is the same rule for one period.
import { pluralWord } from './plural';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month 'AAAA-MM' as year × 12 + month − 1 (the numbering of migration 0012), or null. */
export function monthIndex(value: string | null | undefined): number | null {
  const match = MONTH.exec(value ?? '');
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

const BRASILIA_MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
});

/** The current month's index in Brasília time. */
export function currentMonthIndex(now: Date = new Date()): number {
  const parts = BRASILIA_MONTH.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return year * 12 + month - 1;
}

/** What the database keeps of a candidate's dated experiências (migration 0012). */
export interface StoredExperience {
  /** Months of the stretches that ended; null without any dated experiência. */
  meses: number | null;
  /** Month index where the stretch still running began; null without a current job. */
  desde: number | null;
}

/** Total months of experience in month `monthNow`, or null without any dated experiência. */
export function experienceMonths({ meses, desde }: StoredExperience, monthNow: number): number | null {
  if (meses === null) return null;
  return meses + (desde === null ? 0 : Math.max(0, monthNow - desde));
}

/** Months of one experiência's period by the same rule, or null when it has no usable period. */
export function periodMonths(
  e: { inicio?: string | null; fim?: string | null; trabalho_atual?: boolean | null },
  monthNow: number,
): number | null {
  const start = monthIndex(e.inicio);
  if (start === null) return null;
  if (e.trabalho_atual) return Math.max(0, monthNow - start);
  const end = monthIndex(e.fim);
  return end === null || end < start ? null : end - start + 1;
}

/** '6 anos e 8 meses', '1 ano', '1 ano e 1 mês', '8 meses', 'menos de 1 mês'. */
export function experienceDuration(months: number): string {
  const whole = Math.max(0, Math.floor(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  const y = years > 0 ? `${years} ${pluralWord(years, 'ano', 'anos')}` : '';
  const m = rest > 0 ? `${rest} ${pluralWord(rest, 'mês', 'meses')}` : '';
  if (y && m) return `${y} e ${m}`;
  return y || m || 'menos de 1 mês';
}

/** The card's line: '6 anos e 8 meses de experiência', 'Menos de 1 mês de experiência'; null without dates. */
export function experienceLabel(months: number | null | undefined): string | null {
  if (months === null || months === undefined) return null;
  const text = `${experienceDuration(months)} de experiência`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What 'Tempo de experiência' shows for one experiência: the duration of its period when it has
 * one, otherwise the candidate's typed text as it is.
 */
export function experienceTime(
  e: {
    inicio?: string | null;
    fim?: string | null;
    trabalho_atual?: boolean | null;
    tempo_experiencia: string;
  },
  monthNow: number,
): string {
  const months = periodMonths(e, monthNow);
  return months === null ? e.tempo_experiencia : experienceDuration(months);
}
