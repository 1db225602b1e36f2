import { z } from 'zod';
import { EDUCATION_LEVELS, UFS } from '../catalogues';
import { COMPUTER_LEVEL_VALUES } from '../catalogues-professional';
import { canonicalChoice } from '../choices';
import { cepDigits, NO_WORDS, normalizeList, YES_WORDS } from '../form-values';
import { cleanMultiLine, isSingleLine, SINGLE_LINE_MESSAGE } from '../text-lines';
import { yearOf } from '../year';

/**
 * Field schemas of the candidate's records, with the coercions of spec 2 section 5: lists from an
 * array or comma-joined text, yes/no from true, 'true' or 'sim', trimmed and bounded text, the
 * state code, the CEP, the education and computer levels, and the completion year.
 */

export const LIST_MAX_ITEMS = 50;
export const LIST_ITEM_MAX_LENGTH = 200;
export const FREE_TEXT_ITEM_MAX_LENGTH = 500;

/**
 * A list schema: an array (numbers become text), or text split by `separator`; null is empty;
 * normalised by `normalize`, then at most LIST_MAX_ITEMS items of at most `itemMax` characters.
 */
export const listSchemaOf = (
  separator: RegExp,
  itemMax: number,
  normalize: (items: readonly string[]) => string[] = normalizeList,
) =>
  z
    .union(
      [
        z.array(z.union([z.string(), z.number().transform(String)]), {
          error: 'Cada item da lista deve ser um texto.',
        }),
        z.string().transform((text) => text.split(separator)),
        z.null().transform((): string[] => []),
      ],
      { error: 'Deve ser uma lista ou um texto separado por vírgulas.' },
    )
    .transform(normalize)
    .pipe(
      z
        .array(
          z
            .string()
            .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE, abort: true })
            .max(itemMax, { error: `Cada item deve ter no máximo ${itemMax} caracteres.` }),
        )
        .max(LIST_MAX_ITEMS, { error: `Informe no máximo ${LIST_MAX_ITEMS} itens.` }),
    )
    .default([]);

/** A list of tags: an array, or text joined by commas ('A, B' or 'A,B'). */
export const tagListSchema = listSchemaOf(/,/, LIST_ITEM_MAX_LENGTH);

/** A list of free-text entries (courses, other knowledge): an array, or text with one per line. */
export const freeTextListSchema = listSchemaOf(/\r?\n/, FREE_TEXT_ITEM_MAX_LENGTH);

/** A yes/no answer: true, 'true', 'sim', 1 are yes; false, 'false', 'não', '', null are no. */
export const yesNoSchema = z
  .union([z.boolean(), z.number(), z.string(), z.null()], { error: 'Responda Sim ou Não.' })
  .transform((value, ctx) => {
    if (value === null) return false;
    if (typeof value === 'boolean') return value;
    const word = String(value).trim().toLowerCase();
    if (YES_WORDS.has(word)) return true;
    if (NO_WORDS.has(word)) return false;
    ctx.addIssue({ code: 'custom', message: 'Responda Sim ou Não.' });
    return z.NEVER;
  });
/** A yes/no field that is 'no' when left out. */
export const yesNoField = () => yesNoSchema.default(false);

const anyText = z.union([z.string(), z.number().transform(String), z.null().transform(() => '')], {
  error: 'Deve ser um texto.',
});

/**
 * Trimmed single-line text (numbers are accepted as text; null is empty), at most `max`
 * characters: no line break or control character (text-lines.ts).
 */
export const textSchema = (max: number) =>
  anyText
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE, abort: true })
        .max(max, { error: `Use no máximo ${max} caracteres.` }),
    )
    .default('');

/** Trimmed multi-line text, its line breaks kept and its control characters dropped (text-lines.ts). */
export const multiLineTextSchema = (max: number) =>
  anyText
    .transform((text) => cleanMultiLine(text).trim())
    .pipe(z.string().max(max, { error: `Use no máximo ${max} caracteres.` }))
    .default('');

/** Two-letter state code (any case) of the 27 federative units, or empty. */
export const stateSchema = textSchema(10).transform((text, ctx) => {
  const uf = text.toUpperCase();
  if (uf === '' || (UFS as readonly string[]).includes(uf)) return uf;
  ctx.addIssue({
    code: 'custom',
    message: 'Estado inválido: use a sigla de uma das 27 unidades da federação.',
  });
  return z.NEVER;
});

/** CEP: 8 digits (masks like 01310-100 accepted), or empty. Answered as digits. */
export const cepSchema = textSchema(12).transform((text, ctx) => {
  const digits = cepDigits(text);
  if (digits === '' || /^\d{8}$/.test(digits)) return digits;
  ctx.addIssue({ code: 'custom', message: 'CEP inválido: informe 8 dígitos.' });
  return z.NEVER;
});

/** One of the 12 education levels (case and accents are forgiven). */
export const educationLevelSchema = z
  .string({ error: 'Selecione o nível de escolaridade.' })
  .transform((text, ctx) => {
    const level = canonicalChoice(EDUCATION_LEVELS, text);
    if (level) return level;
    ctx.addIssue({
      code: 'custom',
      message: text.trim() ? 'Nível de escolaridade inválido.' : 'Selecione o nível de escolaridade.',
    });
    return z.NEVER;
  });

/** Básico, Intermediário, Avançado, or empty. */
export const computerLevelSchema = textSchema(40).transform((text, ctx) => {
  if (text === '') return '';
  const level = canonicalChoice(COMPUTER_LEVEL_VALUES, text);
  if (level) return level;
  ctx.addIssue({
    code: 'custom',
    message: 'Nível de informática inválido: use Básico, Intermediário ou Avançado.',
  });
  return z.NEVER;
});

/** The completion date as a year: 2020, '2020', '2020-12-15' or '15/12/2020'; empty is null. */
export const completionYearSchema = z
  .union([z.string(), z.number(), z.null()], { error: 'Data de conclusão inválida.' })
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const year = yearOf(value);
    if (year === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Data de conclusão inválida: use o ano (AAAA), AAAA-MM-DD ou DD/MM/AAAA.',
      });
      return z.NEVER;
    }
    if (year < 1900 || year > new Date().getFullYear() + 10) {
      ctx.addIssue({ code: 'custom', message: 'Ano de conclusão fora do intervalo aceito.' });
      return z.NEVER;
    }
    return year;
  });

/**
 * A month of a job's start or end, kept as 'AAAA-MM': accepts 'AAAA-MM', 'MM/AAAA' and 'M/AAAA'
 * (how people type it in Brazil); empty is null. A month after the current one is refused.
 */
export const monthYearSchema = z
  .union([z.string(), z.null()], { error: 'Informe o mês e o ano no formato MM/AAAA.' })
  .transform((value, ctx) => {
    const text = (value ?? '').trim();
    if (text === '') return null;
    const iso = /^(\d{4})-(\d{2})$/.exec(text);
    const typed = /^(\d{1,2})\/(\d{4})$/.exec(text);
    const [year, month] = iso
      ? [Number(iso[1]), Number(iso[2])]
      : typed
        ? [Number(typed[2]), Number(typed[1])]
        : [0, 0];
    if (month < 1 || month > 12 || year < 1950) {
      ctx.addIssue({ code: 'custom', message: 'Informe o mês e o ano no formato MM/AAAA.' });
      return z.NEVER;
    }
    const now = new Date();
    if (year * 12 + month > now.getFullYear() * 12 + now.getMonth() + 1) {
      ctx.addIssue({ code: 'custom', message: 'O mês não pode estar no futuro.' });
      return z.NEVER;
    }
    return `${year}-${String(month).padStart(2, '0')}`;
  });

/** A candidate id in a body: a positive integer, as a number or as digits. */
export const candidateIdSchema = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ],
  { error: 'Identificador de candidato inválido.' },
);
