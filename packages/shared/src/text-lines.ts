import { z } from 'zod';

/**
 * The one rule for the characters of free text (issue 24, item 7), used by every request schema:
 *
 * - single-line fields (names, titles, cities, company, course, address parts, list items…)
 *   refuse line breaks (CR, LF, NEL, U+2028, U+2029), every other control character (tab
 *   included) and the bidirectional controls (Unicode's Bidi_Control: U+061C, U+200E, U+200F,
 *   U+202A–U+202E, U+2066–U+2069): 422 naming the field, `SINGLE_LINE_MESSAGE`. Such a value
 *   could start a new line in an e-mail ("Bcc: …") or reverse how a name reads;
 * - multi-line fields (descriptions, messages, notes) keep their line breaks (CRLF and CR become
 *   LF; U+2028/U+2029 too) and tabs, and silently lose the bidirectional and the other control
 *   characters (invisible, pasted from other programs, and of no use in the text).
 *
 * docs/decisions/0066-withdrawals-and-text-fields.md
 */

export const SINGLE_LINE_MESSAGE =
  'Use uma única linha, sem quebras de linha, tabulações ou caracteres de controle invisíveis.';

const NOT_SINGLE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;
const CONTROLS = /[\p{Cc}\p{Bidi_Control}]/gu;
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g;

/** Whether the text fits one line: no line break, control or bidirectional control character. */
export const isSingleLine = (text: string): boolean => !NOT_SINGLE_LINE.test(text);

/** Multi-line text as stored: LF line breaks, no bidirectional or other control character but tab. */
export const cleanMultiLine = (text: string): string =>
  text.replace(LINE_BREAKS, '\n').replace(CONTROLS, (c) => (c === '\n' || c === '\t' ? c : ''));

/**
 * Any text flattened to one line, for what must never break (an e-mail's subject and headers):
 * every run of line breaks and controls becomes one space, bidirectional controls go.
 */
export const oneLine = (text: string): string =>
  text
    .replace(/\p{Bidi_Control}/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim();

/** A refinement for string schemas of single-line fields (to chain after trim, before the lengths). */
export const singleLine = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isSingleLine, { error: SINGLE_LINE_MESSAGE, abort: true });

/** Trimmed single-line text: `z.string()` with the rule, for the fields that need no coercion. */
export const singleLineText = (required?: string) =>
  singleLine(z.string(required ? { error: required } : undefined).trim());

/** Multi-line text, cleaned (see cleanMultiLine) and trimmed. */
export const multiLineText = (required?: string) =>
  z
    .string(required ? { error: required } : undefined)
    .overwrite(cleanMultiLine)
    .trim();
