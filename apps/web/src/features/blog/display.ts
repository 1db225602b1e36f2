// Dates in Brasília time, never the machine's zone: the server renders in UTC and the browser
// hydrates in the visitor's zone; a zone-dependent date would differ (a hydration error).
const day = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const dayTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** '5 de março de 2026' (Brasília). */
export const formatPostDate = (iso: string): string => day.format(new Date(iso));
/** '05/03/2026, 14:30' (Brasília). */
export const formatPostDateTime = (iso: string): string => dayTime.format(new Date(iso));
export const readingTimeLabel = (minutes: number) => `${minutes} min de leitura`;

/** A `datetime-local` value (Brasília, UTC−3 all year since 2019) of an ISO time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const local = new Date(new Date(iso).getTime() - 3 * 3600_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO time of a `datetime-local` value read as Brasília time; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00-03:00`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
