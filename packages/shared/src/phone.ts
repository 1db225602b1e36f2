/** Digits of a phone number, at most 11. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

/**
 * The phone mask of spec 1 section 5: digits only, at most 11, shown as (DD) XXXX-XXXX for
 * 10 digits or (DD) XXXXX-XXXX for 11, progressively while typing.
 */
export function maskPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (d.length <= 6) return `(${ddd}) ${rest}`;
  if (d.length <= 10) return `(${ddd}) ${rest.slice(0, 4)}-${rest.slice(4)}`;
  return `(${ddd}) ${rest.slice(0, 5)}-${rest.slice(5)}`;
}

/**
 * A stored phone for display: (DD) XXXXX-XXXX for 10 or 11 digits, anything else as it is
 * (a number typed before the mask existed, or from abroad).
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? maskPhone(digits) : value.trim();
}

/** A `tel:` link for a stored Brazilian phone (with +55 when it has a DDD), or null without digits. */
export function phoneHref(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  return digits.length === 10 || digits.length === 11 ? `tel:+55${digits}` : `tel:${digits}`;
}
