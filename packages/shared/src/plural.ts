// Counts in Portuguese: '1 candidatura', '2 candidaturas', '0 candidaturas' (Brazilian usage:
// the singular only for exactly one), with the number in pt-BR digits ('1.234').

const NUMBER = new Intl.NumberFormat('pt-BR');

/** The word for `count`: `singular` for exactly one, else `plural`. */
export const pluralWord = (count: number, singular: string, plural: string): string =>
  Math.abs(count) === 1 ? singular : plural;

/** `count` and its word: countLabel(1, 'vaga', 'vagas') → '1 vaga'; (1234, …) → '1.234 vagas'. */
export const countLabel = (count: number, singular: string, plural: string): string =>
  `${NUMBER.format(count)} ${pluralWord(count, singular, plural)}`;
