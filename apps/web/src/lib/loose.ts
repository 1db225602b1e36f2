/**
 * Reading loosely shaped answers (older servers, other spellings): the checks and first-text
 * pickers the API readers share.
 */

export type Loose = Record<string, unknown>;

/** Any non-null object, arrays included. */
export const isObject = (value: unknown): value is Loose => Boolean(value) && typeof value === 'object';

/** A non-null object that is not an array. */
export const isRecord = (value: unknown): value is Loose => isObject(value) && !Array.isArray(value);

/** The first non-blank text, trimmed; '' when none. */
export function firstText(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value.trim()) return value.trim();
  return '';
}

/** The first non-blank text (trimmed) or finite number (as text); '' when none. */
export function firstTextOrNumber(...values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}
