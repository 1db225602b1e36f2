import { z } from 'zod';
import { PROFESSIONS, UFS } from './catalogues';
import { canonicalChoice } from './choices';
import { normalizeList } from './form-values';
import {
  CANDIDATURA_MESSAGE_MAX,
  CANDIDATURA_STATUSES,
  JORNADAS,
  SALARY_MAX_REAIS,
  TIPOS_CONTRATO,
  VAGA_CITY_MAX,
  VAGA_DESCRIPTION_MAX,
  VAGA_LIST_ITEM_MAX,
  VAGA_LIST_MAX_ITEMS,
  VAGA_PAGE_SIZE_DEFAULT,
  VAGA_PAGE_SIZE_MAX,
  VAGA_TITLE_MAX,
} from './job-posting-values';
import { multiLineTextSchema, textSchema } from './schemas/record-fields';
import { isSingleLine, SINGLE_LINE_MESSAGE } from './text-lines';

/**
 * Job postings (vagas) and applications (candidaturas): catalogues with their Portuguese labels,
 * the request schemas the API validates and the web's forms use, and the answers' schemas (the
 * API's response schemas, the web's types through z.infer).
 */

export const requiredText = (max: number, label: string, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? textSchema(max) : multiLineTextSchema(max)).pipe(
    z.string().min(1, { error: `Informe ${label}.` }),
  );

export const choice = <T extends string>(options: readonly T[], label: string) =>
  z.string({ error: `Selecione ${label}.` }).transform((text, ctx) => {
    const value = canonicalChoice(options, text);
    if (value) return value;
    ctx.addIssue({
      code: 'custom',
      message: text.trim() ? `Valor inválido: use ${options.join(', ')}.` : `Selecione ${label}.`,
    });
    return z.NEVER;
  });

/** A list from an array or comma-joined text: trimmed, case-insensitive repeats dropped. */
const vagaList = z
  .union([z.array(z.string(), { error: 'Cada item da lista deve ser um texto.' }), z.string(), z.null()], {
    error: 'Deve ser uma lista ou um texto separado por vírgulas.',
  })
  .transform((value) => normalizeList(value === null ? [] : Array.isArray(value) ? value : value.split(',')))
  .pipe(
    z
      .array(
        z
          .string()
          .refine(isSingleLine, { error: SINGLE_LINE_MESSAGE, abort: true })
          .max(VAGA_LIST_ITEM_MAX, {
            error: `Cada item deve ter no máximo ${VAGA_LIST_ITEM_MAX} caracteres.`,
          }),
      )
      .max(VAGA_LIST_MAX_ITEMS, { error: `Informe no máximo ${VAGA_LIST_MAX_ITEMS} itens.` }),
  )
  .default([]);

/** Reais, as a number (3500 or 3500.5) or text ('3.500,50', '3500.50'), at most `max`; empty is null. */
export const reaisField = (max: number) =>
  z
    .union([z.number(), z.string(), z.null()], { error: 'Informe um valor em reais.' })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      let n: number;
      if (typeof value === 'number') n = value;
      else {
        const text = value.trim().replace(/^R\$\s*/i, '');
        if (text === '') return null;
        // '3.500,50' and '3.500' are Brazilian (dots group thousands); '3500.50' is a decimal point.
        const normalized = text.includes(',')
          ? text.replace(/\./g, '').replace(',', '.')
          : /^\d{1,3}(\.\d{3})+$/.test(text)
            ? text.replace(/\./g, '')
            : text;
        n = /^\d+(\.\d{1,2})?$/.test(normalized) ? Number(normalized) : Number.NaN;
      }
      if (!Number.isFinite(n) || n < 0 || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `Informe um valor em reais entre 0 e ${max.toLocaleString('pt-BR')}.`,
        });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });
const reaisSchema = reaisField(SALARY_MAX_REAIS);

export const yesNo = z
  .union(
    [
      z.boolean(),
      z.literal('sim'),
      z.literal('nao'),
      z.literal('não'),
      z.literal('true'),
      z.literal('false'),
    ],
    {
      error: 'Responda Sim ou Não.',
    },
  )
  .transform((v) => v === true || v === 'sim' || v === 'true')
  .default(false);

/** A state's two letters (any case) in a form: one of the 27 federative units. */
export const ufInput = z.string({ error: 'Selecione o estado.' }).transform((text, ctx) => {
  const uf = text.trim().toUpperCase();
  if ((UFS as readonly string[]).includes(uf)) return uf;
  ctx.addIssue({
    code: 'custom',
    message: 'Estado inválido: use a sigla de uma das 27 unidades da federação.',
  });
  return z.NEVER;
});

/** A posting as the clinic writes it (POST /vagas, PUT /vagas/{id}); strict. */
export const vagaInputSchema = z
  .strictObject({
    titulo: requiredText(VAGA_TITLE_MAX, 'o título da vaga'),
    tipo_profissao: choice(PROFESSIONS, 'a profissão'),
    descricao: requiredText(VAGA_DESCRIPTION_MAX, 'a descrição da vaga', 'multi'),
    estado: ufInput,
    cidade: requiredText(VAGA_CITY_MAX, 'a cidade'),
    tipo_contrato: choice(TIPOS_CONTRATO, 'o tipo de contrato'),
    jornada: choice(JORNADAS, 'a jornada'),
    salario_min: reaisSchema,
    salario_max: reaisSchema,
    mostrar_salario: yesNo,
    mostrar_endereco: yesNo.describe(
      'Mostrar na vaga o endereço do perfil da clínica (rua, número, bairro e CEP), quando a vaga é na mesma cidade.',
    ),
    equipamentos: vagaList,
    softwares: vagaList,
    registro_obrigatorio: yesNo,
    beneficios: vagaList,
  })
  .superRefine((v, ctx) => {
    if (v.salario_min !== null && v.salario_max !== null && v.salario_min > v.salario_max)
      ctx.addIssue({
        code: 'custom',
        path: ['salario_max'],
        message: 'O salário máximo deve ser maior ou igual ao mínimo.',
      });
    if (v.mostrar_salario && v.salario_min === null && v.salario_max === null)
      ctx.addIssue({
        code: 'custom',
        path: ['salario_min'],
        message: 'Informe o salário para exibi-lo na vaga.',
      });
  });
export type VagaInput = z.input<typeof vagaInputSchema>;
export type VagaPayload = z.output<typeof vagaInputSchema>;

/** The application (POST /vagas/{id}/candidaturas); the body may be empty. */
export const candidaturaInputSchema = z
  .strictObject({ mensagem: multiLineTextSchema(CANDIDATURA_MESSAGE_MAX) })
  .prefault({});
export type CandidaturaInput = z.input<typeof candidaturaInputSchema>;

const statusOf = <T extends string>(options: readonly T[]) =>
  z.string({ error: 'Informe o status.' }).transform((text, ctx) => {
    const value = options.find((o) => o === text.trim());
    if (value) return value;
    ctx.addIssue({ code: 'custom', message: `Status inválido: use ${options.join(', ')}.` });
    return z.NEVER;
  });

/** PATCH /candidaturas/{id}. */
export const candidaturaStatusInputSchema = z.strictObject({ status: statusOf(CANDIDATURA_STATUSES) });

// --- Query strings (each list parameter repeatable, ?x=a&x=b, or comma-joined, ?x=a,b) ---

export const listParam = <T extends z.ZodType<string, string>>(item: T, max = 30) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (value === undefined ? [] : Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, { error: `Informe no máximo ${max} valores.` }))
    .transform((values): z.output<T>[] => [...new Set(values)].sort());

export const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);
export const pageParam = z.preprocess(
  lastValue,
  z.coerce
    .number({ error: 'page deve ser um número inteiro maior ou igual a 1.' })
    .int({ error: 'page deve ser um número inteiro maior ou igual a 1.' })
    .min(1, { error: 'page deve ser um número inteiro maior ou igual a 1.' })
    .max(100_000, { error: 'page deve ser no máximo 100000.' })
    .default(1),
);
export const sizeParam = z.preprocess(
  lastValue,
  z.coerce
    .number({ error: `size deve estar entre 1 e ${VAGA_PAGE_SIZE_MAX}.` })
    .int({ error: `size deve estar entre 1 e ${VAGA_PAGE_SIZE_MAX}.` })
    .min(1, { error: `size deve estar entre 1 e ${VAGA_PAGE_SIZE_MAX}.` })
    .max(VAGA_PAGE_SIZE_MAX, { error: `size deve estar entre 1 e ${VAGA_PAGE_SIZE_MAX}.` })
    .default(VAGA_PAGE_SIZE_DEFAULT),
);
export const pagingQuerySchema = z.object({ page: pageParam, size: sizeParam });

const profession = z.string().transform((text, ctx) => {
  const value = canonicalChoice(PROFESSIONS, text);
  if (value) return value as string;
  ctx.addIssue({
    code: 'custom',
    message: `Profissão inválida: '${text}'. Use uma de: ${PROFESSIONS.join(', ')}.`,
  });
  return z.NEVER;
});
export const ufParam = z.string().transform((text, ctx) => {
  const value = text.toUpperCase();
  if ((UFS as readonly string[]).includes(value)) return value;
  ctx.addIssue({
    code: 'custom',
    message: `Estado inválido: '${text}'. Use a sigla de um estado, como SP ou RJ.`,
  });
  return z.NEVER;
});
const contract = z.string().transform((text, ctx) => {
  const value = canonicalChoice(TIPOS_CONTRATO, text);
  if (value) return value as string;
  ctx.addIssue({
    code: 'custom',
    message: `Tipo de contrato inválido: '${text}'. Use um de: ${TIPOS_CONTRATO.join(', ')}.`,
  });
  return z.NEVER;
});
export const singleText = (max: number) =>
  z.preprocess(
    lastValue,
    z
      .string()
      .trim()
      .max(max, { error: `Use no máximo ${max} caracteres.` })
      .optional()
      .transform((v) => v || undefined),
  );

/** A yes/no query parameter: 'true' or 'false' (also 1/0; absent or blank: false). */
export const queryFlag = (name: string) =>
  z.preprocess(
    lastValue,
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        const value = text?.trim().toLowerCase() ?? '';
        if (value === '' || value === 'false' || value === '0') return false;
        if (value === 'true' || value === '1') return true;
        ctx.addIssue({ code: 'custom', message: `${name} deve ser 'true' ou 'false'.` });
        return z.NEVER;
      }),
  );

/** GET /vagas. */
export const vagaListQuerySchema = z.object({
  tipos_profissao: listParam(profession, PROFESSIONS.length),
  estados: listParam(ufParam, UFS.length),
  tipos_contrato: listParam(contract, TIPOS_CONTRATO.length),
  cidade: singleText(VAGA_CITY_MAX),
  q: singleText(200),
  verificadas: queryFlag('verificadas').describe("'true': só vagas de clínicas verificadas pela RX Odonto."),
  page: pageParam,
  size: sizeParam,
});
export type VagaListQuery = z.output<typeof vagaListQuerySchema>;

/** GET /vagas/{id}/candidaturas. */
export const applicantsQuerySchema = z.object({
  status: listParam(statusOf(CANDIDATURA_STATUSES), CANDIDATURA_STATUSES.length),
  ordem: z.preprocess(
    lastValue,
    z.enum(['match', 'data'], { error: "ordem deve ser 'match' ou 'data'." }).default('data'),
  ),
  page: pageParam,
  size: sizeParam,
});
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;

/** One profession or state of the /vagas filters (also the job alerts' filters, job-alerts.ts). */
export const vagaFilterProfession = profession;
export const vagaFilterUf = ufParam;
