/**
 * The rules of a tag list (spec 2 section 4): values are trimmed, blanks are ignored, and a
 * value already in the list is ignored. Candidate pick lists compare case-insensitively; the
 * technologist and clinic lists compare exactly.
 */
export type TagCompare = 'case-insensitive' | 'exact';

const keyOf = (value: string, compare: TagCompare) =>
  compare === 'exact' ? value.trim() : value.trim().toLocaleLowerCase('pt-BR');

/** Whether `value` (trimmed) is already in `list` under the given comparison. */
export function hasTag(
  list: readonly string[],
  value: string,
  compare: TagCompare = 'case-insensitive',
): boolean {
  const key = keyOf(value, compare);
  return list.some((item) => keyOf(item, compare) === key);
}

/**
 * The list with `value` added at the end (trimmed). A blank value or a duplicate leaves the list
 * unchanged: the same array is returned, so callers can tell nothing was added.
 */
export function addTag(
  list: readonly string[],
  value: string,
  compare: TagCompare = 'case-insensitive',
): string[] {
  const item = value.trim();
  if (!item || hasTag(list, item, compare)) return list as string[];
  return [...list, item];
}

/** The list without the item at `index` (the list itself when out of range). */
export function removeTagAt(list: readonly string[], index: number): string[] {
  if (index < 0 || index >= list.length) return list as string[];
  return list.filter((_, i) => i !== index);
}

/** The options not yet chosen (so a select never offers a duplicate). `keep` always stays. */
export function remainingOptions(
  options: readonly string[],
  chosen: readonly string[],
  compare: TagCompare = 'case-insensitive',
  keep?: string,
): string[] {
  return options.filter((option) => option === keep || !hasTag(chosen, option, compare));
}
