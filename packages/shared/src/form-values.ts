/**
 * The loose-value rules shared by the API's schemas and the web's forms (spec 2 section 5):
 * which words mean yes or no, how a list is normalised, and how a CEP is cleaned and typed.
 */
import { formatCep } from '@brazilian-utils/brazilian-utils';

/** Words (trimmed, lower case) that mean yes; 1 and true are yes too. */
export const YES_WORDS: ReadonlySet<string> = new Set(['true', 'sim', 's', '1', 'yes']);
/** Words (trimmed, lower case) that mean no; the empty text included. */
export const NO_WORDS: ReadonlySet<string> = new Set(['false', 'nao', 'não', 'n', '0', 'no', '']);

/** true, 'true', 'sim', 's', 1 and 'yes' are yes; anything else (empty included) is no. */
export function toBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return YES_WORDS.has(value.trim().toLowerCase());
  return false;
}

/** Trims, drops blanks and drops case-insensitive repeats (the first spelling wins). */
export function normalizeList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Trims, drops blanks and exact repeats ('GE' and 'ge' both stay: the clinic lists compare exactly). */
export function normalizeListExact(items: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    if (item && !out.includes(item)) out.push(item);
  }
  return out;
}

/** A list from an array or comma-joined text: trimmed, blanks dropped, exact repeats dropped. */
export function toList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return normalizeListExact(
    items.filter((raw) => typeof raw === 'string' || typeof raw === 'number').map((raw) => String(raw)),
  );
}

/** A CEP without its mask: spaces, dots and dashes removed (01310-100 becomes 01310100). */
export const cepDigits = (value: string): string => value.replace(/[\s.-]/g, '');

/** CEP typed as 00000-000, progressively (digits only, at most 8; @brazilian-utils). */
export const maskCep = (value: string): string => formatCep(value.replace(/\D/g, ''));
