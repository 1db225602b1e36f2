// Matching a typed value to a catalogue entry, without zod: the public pages' filters read it, and
// a module with top-level schemas would bring zod into their first load.

/** Compares ignoring case and accents ('basico' matches 'Básico'). */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The catalogue entry matching `value` ignoring case and accents, or undefined. */
export function canonicalChoice<T extends string>(options: readonly T[], value: string): T | undefined {
  const key = fold(value);
  return options.find((option) => fold(option) === key);
}
