import { z } from 'zod';
import {
  ERROR_CATALOGUE,
  ERROR_CODE_LIST,
  FIELD_ERROR_CATALOGUE,
  FIELD_ERROR_CODE_LIST,
  type FieldError,
} from './error-codes';

/**
 * The schemas of the API's error answers, built on the catalogues of error-codes.ts (which stays
 * free of zod: the web's first load reads the codes, not the schemas).
 */

const catalogueText = (catalogue: Record<string, string>) =>
  Object.entries(catalogue)
    .map(([code, text]) => `- \`${code}\`: ${text}`)
    .join('\n');

export const errorCodeSchema = z
  .enum(ERROR_CODE_LIST)
  .describe(`Código estável do erro:\n${catalogueText(ERROR_CATALOGUE)}`);

export const fieldErrorCodeSchema = z
  .enum(FIELD_ERROR_CODE_LIST)
  .describe(`Motivo estável da recusa do campo:\n${catalogueText(FIELD_ERROR_CATALOGUE)}`);

export const fieldErrorSchema = z.object({
  field: z.string().describe("Caminho do campo, com pontos (ex.: 'formacoes.0.curso'); '' para o corpo."),
  code: fieldErrorCodeSchema,
  message: z.string().describe('Mensagem em português.'),
}) satisfies z.ZodType<FieldError>;

/** Every error answer of the API. */
export const errorAnswerSchema = z.object({
  detail: z.string().describe('Mensagem em português.'),
  code: errorCodeSchema,
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/** A 422 answer: `errors` lists the refused fields (empty when the refusal is not of one field). */
export const validationErrorAnswerSchema = errorAnswerSchema.extend({
  errors: z.array(fieldErrorSchema).describe('Um item por campo recusado.'),
});
export type ValidationErrorAnswer = z.infer<typeof validationErrorAnswerSchema>;
