/**
 * Dates as people type them in Brazil: dd/mm/aaaa for a day, mm/aaaa for a month. The forms show
 * these masks and keep the ISO values the API and the schemas use (aaaa-mm-dd, aaaa-mm).
 */

export const DATE_MESSAGE = 'Informe uma data válida (dd/mm/aaaa).';

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** A date typed as dd/mm/aaaa, progressively (digits only, at most 8). */
export function maskDate(value: string): string {
  const d = digitsOf(value, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A month typed as mm/aaaa, progressively (digits only, at most 6). */
export function maskMonthYear(value: string): string {
  const d = digitsOf(value, 6);
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** Whether an ISO date (aaaa-mm-dd) names a day of the calendar (no 31/02). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** 'dd/mm/aaaa' as 'aaaa-mm-dd'; null when it is not a whole, real date. */
export function brDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** 'aaaa-mm-dd' (a time after it is ignored) as 'dd/mm/aaaa'; other text is returned as it is. */
export function isoToBrDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
