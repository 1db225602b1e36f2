// The clinics' candidate list (modules/candidate-search).
//
// Its query string, parsed by the route's schema: each filter is repeatable
// (?estados=SP&estados=RJ) or comma-separated (?estados=SP,RJ), values trimmed and blanks dropped,
// and checked against the catalogues; page and size are positive integers (the last one wins when
// repeated). A bad value is a 422 whose `errors` names the parameter.
import { z } from 'zod';
import { PROFESSIONS, UFS } from '../catalogues';
import { candidatePageSchema } from '../schemas/candidate-answers';
import { defineOperations, errorAnswers } from './operation';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
const MAX_EQUIPMENT_FILTERS = 20;
const MAX_EQUIPMENT_LENGTH = 100;
const MAX_CITY_FILTERS = 20;
const MAX_CITY_LENGTH = 100;

const SEARCH_MESSAGES = {
  page: 'page deve ser um número inteiro maior ou igual a 1.',
  size: `size deve estar entre 1 e ${MAX_PAGE_SIZE}.`,
  profession: (value: string) => `Profissão inválida: '${value}'. Use uma de: ${PROFESSIONS.join(', ')}.`,
  state: (value: string) => `Estado inválido: '${value}'. Use a sigla de um estado, como SP ou RJ.`,
  tooManyEquipment: `Informe no máximo ${MAX_EQUIPMENT_FILTERS} equipamentos.`,
  salvos: "salvos deve ser 'true' ou 'false'.",
  elsewhere: "deseja_atuar_fora deve ser 'true' ou 'false'.",
  tooManyCities: `Informe no máximo ${MAX_CITY_FILTERS} cidades.`,
  cityTooLong: (value: string) =>
    `Cidade longa demais: '${value.slice(0, 30)}…' (máximo ${MAX_CITY_LENGTH} caracteres).`,
  equipmentTooLong: (value: string) =>
    `Equipamento longo demais: '${value.slice(0, 30)}…' (máximo ${MAX_EQUIPMENT_LENGTH} caracteres).`,
} as const;

const raw = z.union([z.string(), z.array(z.string())]).optional();
type RawValue = z.output<typeof raw>;

/** The values of a repeatable parameter: `?x=a&x=b`, `?x=a,b` or both; trimmed, blanks dropped. */
const valuesOf = (value: RawValue): string[] =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

const unique = (values: string[]) => [...new Set(values)];

const professionByKey = new Map<string, string>(PROFESSIONS.map((p) => [p.toLocaleLowerCase('pt-BR'), p]));
const ufSet = new Set<string>(UFS);

/** A repeatable parameter whose values `canonical` maps to the catalogue's spelling, or refuses. */
const catalogueList = (
  description: string,
  canonical: (value: string) => string | undefined,
  message: (value: string) => string,
) =>
  raw
    .transform((value, ctx) => {
      const values = valuesOf(value).map((text) => {
        const found = canonical(text);
        if (!found) ctx.addIssue({ code: 'custom', message: message(text) });
        return found ?? text;
      });
      return unique(values).sort();
    })
    .describe(description);

/** Free texts (equipment, cities): spaces collapsed, repeats dropped, length and count limited. */
const textList = (
  description: string,
  maxLength: number,
  maxCount: number,
  tooLong: (v: string) => string,
  tooMany: string,
) =>
  raw
    .transform((value, ctx) => {
      const values = unique(valuesOf(value).map((v) => v.replace(/\s+/g, ' ')));
      for (const text of values)
        if (text.length > maxLength) ctx.addIssue({ code: 'custom', message: tooLong(text) });
      if (values.length > maxCount) ctx.addIssue({ code: 'custom', message: tooMany });
      return values;
    })
    .describe(description);

/** 'true' or 'false' (blank or absent: false); the last value wins. */
const flag = (description: string, message: string) =>
  raw
    .transform((value, ctx) => {
      const text = (Array.isArray(value) ? value[value.length - 1] : value)?.trim().toLowerCase() ?? '';
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .describe(description);

/** A positive integer (at most 9 digits) or `fallback` when absent or blank; the last value wins. */
const positiveInteger = (description: string, fallback: number, max: number, message: string) =>
  raw
    .transform((value, ctx) => {
      const text = (Array.isArray(value) ? value[value.length - 1] : value)?.trim();
      if (text === undefined || text === '') return fallback;
      if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    })
    .describe(description);

export const searchQuerySchema = z.object({
  tipos_profissao: catalogueList(
    'Profissões (repetível ou separadas por vírgula), ex.: TSB, Dentista Radiologista.',
    (value) => professionByKey.get(value.toLocaleLowerCase('pt-BR')),
    SEARCH_MESSAGES.profession,
  ),
  estados: catalogueList(
    'Siglas de estados (repetível ou separadas por vírgula), ex.: SP, RJ.',
    (value) => (ufSet.has(value.toUpperCase()) ? value.toUpperCase() : undefined),
    SEARCH_MESSAGES.state,
  ),
  equipamentos: textList(
    'Equipamentos, marcas ou plataformas do registro profissional (qualquer um; sem diferenciar maiúsculas).',
    MAX_EQUIPMENT_LENGTH,
    MAX_EQUIPMENT_FILTERS,
    SEARCH_MESSAGES.equipmentTooLong,
    SEARCH_MESSAGES.tooManyEquipment,
  ),
  cidades: textList(
    'Cidades do endereço (repetível; qualquer uma; sem diferenciar maiúsculas), ex.: Campinas.',
    MAX_CITY_LENGTH,
    MAX_CITY_FILTERS,
    SEARCH_MESSAGES.cityTooLong,
    SEARCH_MESSAGES.tooManyCities,
  ),
  deseja_atuar_fora: flag(
    "'true': só os candidatos que aceitam trabalhar em outra cidade.",
    SEARCH_MESSAGES.elsewhere,
  ),
  salvos: flag(
    "'true': só os candidatos que esta clínica salvou (PUT /api/v1/candidatos_salvos/{id}).",
    SEARCH_MESSAGES.salvos,
  ),
  page: positiveInteger('Página, a partir de 1 (padrão 1).', 1, 999_999_999, SEARCH_MESSAGES.page),
  size: positiveInteger(
    `Itens por página, de 1 a ${MAX_PAGE_SIZE} (padrão ${DEFAULT_PAGE_SIZE}).`,
    DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
    SEARCH_MESSAGES.size,
  ),
});

export const candidateSearchOperations = defineOperations({
  getUsuarioCandidatoFull: {
    method: 'GET',
    path: '/usuario_candidato/full',
    bare: true,
    schema: {
      tags: ['candidatos'],
      summary:
        'Lista de candidatos publicados para clínicas, com filtros por profissão, estado, cidade, equipamento e disposição para trabalhar em outra cidade, do mais recente ao mais antigo.',
      querystring: searchQuerySchema,
      response: { 200: candidatePageSchema, ...errorAnswers(401, 403, 422) },
    },
  },
});
