/**
 * The completion date reduced to a year (spec 1 section 5, spec 2 section 5): an ISO date gives
 * its year, dd/mm/yyyy gives the last part, four digits are used as a number. Anything else: null.
 */
export function yearOf(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : null;
  const text = value.trim();
  let match = /^(\d{4})$/.exec(text);
  if (match) return Number(match[1]);
  match = /^(\d{4})-\d{2}(-\d{2})?([T ].*)?$/.exec(text);
  if (match) return Number(match[1]);
  match = /^\d{1,2}\/\d{1,2}\/(\d{4})$/.exec(text);
  if (match) return Number(match[1]);
  return null;
}
