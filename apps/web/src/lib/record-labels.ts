import { PROFESSION_FIELD_LABELS } from '@app/shared';

/**
 * How a record's fields are shown (spec 2 section 2.1, review 'Profissionais'): labels derived
 * from the field names, booleans as Sim/Não, lists joined by commas, empty values as '-'.
 */

const LABELS: Record<string, string> = {
  ...PROFESSION_FIELD_LABELS,
  deseja_atuar_fora: 'Deseja atuar fora da sua cidade?',
  atuarEmOutraCidade: 'Deseja atuar fora da sua cidade?',
};

/**
 * A Portuguese label for a field name: a known field's label, else the name in words
 * (snake_case and camelCase split, first letter capitalised): 'data_de_inicio' → 'Data de inicio'.
 */
export function labelOf(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '-';
}

export const EMPTY_VALUE = '-';

/** A value as shown: Sim/Não, a comma-joined list, the text, or '-' when empty. */
export function displayValue(value: unknown): string {
  if (value === true) return 'Sim';
  if (value === false) return 'Não';
  if (Array.isArray(value)) {
    const items = value.map((item) => String(item ?? '').trim()).filter(Boolean);
    return items.length > 0 ? items.join(', ') : EMPTY_VALUE;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE;
  if (typeof value === 'string') return value.trim() || EMPTY_VALUE;
  return EMPTY_VALUE;
}

/** Fields of a record that the review leaves out: ids, photo, portfolio, timestamps. */
const HIDDEN = new Set(['id', 'usuario_candidato_id', 'foto', 'portfolio', 'created_at', 'updated_at']);

/** The record's rows as [label, shown value], in the record's order. */
export function recordRows(record: object): [string, string][] {
  return Object.entries(record)
    .filter(([field]) => !HIDDEN.has(field))
    .map(([field, value]) => [labelOf(field), displayValue(value)]);
}
