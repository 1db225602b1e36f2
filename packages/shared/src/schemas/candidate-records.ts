import { z } from 'zod';
import type { ProfessionRecord } from '../catalogues';
import { type FieldKind, type FieldSpec, type OwnFieldKind, PROFESSION_FIELDS } from '../profession-fields';
import { singleLineText } from '../text-lines';
import {
  candidateIdSchema,
  cepSchema,
  completionYearSchema,
  computerLevelSchema,
  educationLevelSchema,
  freeTextListSchema,
  monthYearSchema,
  multiLineTextSchema,
  stateSchema,
  tagListSchema,
  textSchema,
  yesNoField,
  yesNoSchema,
} from './record-fields';

export * from './record-fields';

/**
 * Payloads of the candidate's talent-bank records (spec 2 sections 3 and 5): formação,
 * experiência, endereço and the three professional records, plus the one-request publish of the
 * wizard. Objects are strict (an unknown field is refused, named). The coercions follow the spec:
 * lists come as arrays or as comma-joined text and leave as trimmed, de-duplicated arrays;
 * yes/no fields accept true, 'true', 'sim'; the completion date becomes a year.
 */

/** The row's own id, which clients may echo back; the path's id is the one used. */
const echoedId = z.union([z.number(), z.string(), z.null()]).optional();

const ownerFields = { id: echoedId, usuario_candidato_id: candidateIdSchema.optional() };

export const formacaoSchema = z
  .strictObject({
    ...ownerFields,
    nivel_escolaridade: educationLevelSchema,
    curso: textSchema(200),
    instituicao: textSchema(200).optional(),
    /** Alias of instituicao (profile view). */
    nome_instituicao: textSchema(200).optional(),
    ano_conclusao: completionYearSchema.optional(),
    /** Alias of ano_conclusao (profile view). */
    data_conclusao: completionYearSchema.optional(),
  })
  .transform(({ id: _id, nome_instituicao, data_conclusao, instituicao, ano_conclusao, ...rest }) => ({
    ...rest,
    instituicao: instituicao || nome_instituicao || '',
    ano_conclusao: ano_conclusao ?? data_conclusao ?? null,
  }));
export type FormacaoInput = z.input<typeof formacaoSchema>;
export type FormacaoPayload = z.output<typeof formacaoSchema>;

export const experienciaSchema = z
  .strictObject({
    ...ownerFields,
    cargo: textSchema(150),
    tempo_experiencia: textSchema(100).optional(),
    /** Alias of tempo_experiencia (profile view). */
    tempo: textSchema(100).optional(),
    descricao: multiLineTextSchema(3000).optional(),
    /** Alias of descricao (profile view). */
    atividades: multiLineTextSchema(3000).optional(),
    /** The employer, so that a clinic can check references. */
    empresa: textSchema(150).optional(),
    /** Start and end month ('AAAA-MM'; 'MM/AAAA' accepted); no end while it is the current job. */
    inicio: monthYearSchema.optional(),
    fim: monthYearSchema.optional(),
    trabalho_atual: yesNoSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.trabalho_atual !== true && value.inicio && value.fim && value.fim < value.inicio) {
      ctx.addIssue({
        code: 'custom',
        path: ['fim'],
        message: 'O fim deve ser igual ou posterior ao início.',
      });
    }
  })
  .transform(
    ({
      id: _id,
      tempo,
      atividades,
      tempo_experiencia,
      descricao,
      empresa,
      inicio,
      fim,
      trabalho_atual,
      ...rest
    }) => ({
      ...rest,
      tempo_experiencia: tempo_experiencia || tempo || '',
      descricao: descricao || atividades || '',
      empresa: empresa ?? '',
      inicio: inicio ?? null,
      // The current job has no end yet, whatever the form still held.
      fim: trabalho_atual === true ? null : (fim ?? null),
      trabalho_atual: trabalho_atual === true,
    }),
  );
export type ExperienciaInput = z.input<typeof experienciaSchema>;
export type ExperienciaPayload = z.output<typeof experienciaSchema>;

export const enderecoSchema = z
  .strictObject({
    ...ownerFields,
    estado: stateSchema,
    cep: cepSchema,
    cidade: textSchema(120),
    logradouro: textSchema(200),
    numero: textSchema(20),
    complemento: textSchema(120),
    bairro: textSchema(120),
    deseja_atuar_fora: yesNoSchema.optional(),
    /** The wizard form's name for deseja_atuar_fora. */
    atuarEmOutraCidade: yesNoSchema.optional(),
  })
  .transform(({ id: _id, deseja_atuar_fora, atuarEmOutraCidade, ...rest }) => ({
    ...rest,
    deseja_atuar_fora: deseja_atuar_fora ?? atuarEmOutraCidade ?? false,
  }));
export type EnderecoInput = z.input<typeof enderecoSchema>;
export type EnderecoPayload = z.output<typeof enderecoSchema>;

/**
 * Fields every professional record shares. `foto` and `portfolio` are accepted for the spec's
 * clients and ignored: the files are managed by the /arquivos calls.
 */
const professionalFields = {
  ...ownerFields,
  nivel_informatica: computerLevelSchema,
  outros_conhecimentos: freeTextListSchema,
  foto: z.union([z.string(), z.null()]).optional(),
  portfolio: tagListSchema.optional(),
};

type WithoutFiles<T> = Omit<T, 'id' | 'foto' | 'portfolio'>;
function withoutFiles<T extends { id?: unknown; foto?: unknown; portfolio?: unknown }>(
  record: T,
): WithoutFiles<T> {
  const { id: _id, foto: _foto, portfolio: _portfolio, ...rest } = record;
  return rest;
}

/** The input schema of each kind of field of the catalogue (profession-fields.ts). */
const inputSchemaOfKind = {
  'yes-no': yesNoField,
  tags: () => tagListSchema,
  'free-text': () => freeTextListSchema,
  level: () => computerLevelSchema,
} satisfies Record<FieldKind, () => z.ZodType>;
type InputSchemaOf<Kind extends FieldKind> = ReturnType<(typeof inputSchemaOfKind)[Kind]>;

/** A record kind's own fields as a zod shape, from the catalogue. */
function ownShape<K extends ProfessionRecord>(
  kind: K,
): { [F in keyof (typeof PROFESSION_FIELDS)[K]]: InputSchemaOf<OwnFieldKind<K, F>> } {
  const fields: Record<string, FieldSpec> = PROFESSION_FIELDS[kind];
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, inputSchemaOfKind[spec.kind]()]),
  ) as never;
}

export const radiologistaSchema = z
  .strictObject({ ...professionalFields, ...ownShape('radiologista') })
  .transform(withoutFiles);
export type RadiologistaInput = z.input<typeof radiologistaSchema>;
export type RadiologistaPayload = z.output<typeof radiologistaSchema>;

export const tecnicoSchema = z
  .strictObject({ ...professionalFields, ...ownShape('tecnico') })
  .transform(withoutFiles);
export type TecnicoInput = z.input<typeof tecnicoSchema>;
export type TecnicoPayload = z.output<typeof tecnicoSchema>;

export const recepcionistaSchema = z
  .strictObject({ ...professionalFields, ...ownShape('recepcionista') })
  .transform(withoutFiles);
export type RecepcionistaInput = z.input<typeof recepcionistaSchema>;
export type RecepcionistaPayload = z.output<typeof recepcionistaSchema>;

/** The professional record schema of each record kind (see recordOfProfession). */
export const professionalRecordSchemas = {
  radiologista: radiologistaSchema,
  tecnico: tecnicoSchema,
  recepcionista: recepcionistaSchema,
} as const;
export type ProfessionalRecordPayload = RadiologistaPayload | TecnicoPayload | RecepcionistaPayload;

export const PUBLISH_CONSENT_MESSAGE =
  'Para publicar, marque a caixa de consentimento autorizando o uso das suas informações.';
export const PUBLISH_MAX_FORMACOES = 20;
export const PUBLISH_MAX_EXPERIENCIAS = 30;

const publishFields = {
  formacoes: z
    .array(formacaoSchema, { error: 'Deve ser uma lista.' })
    .max(PUBLISH_MAX_FORMACOES, { error: `Informe no máximo ${PUBLISH_MAX_FORMACOES} formações.` })
    .default([]),
  experiencias: z
    .array(experienciaSchema, { error: 'Deve ser uma lista.' })
    .max(PUBLISH_MAX_EXPERIENCIAS, { error: `Informe no máximo ${PUBLISH_MAX_EXPERIENCIAS} experiências.` })
    .default([]),
  endereco: enderecoSchema.prefault({}),
  consentimento: z.literal(true, { error: PUBLISH_CONSENT_MESSAGE }),
  /** Version of the privacy policy the candidate agreed to. */
  versao_politica: singleLineText('Informe a versão da política de privacidade.')
    .min(1, { error: 'Informe a versão da política de privacidade.' })
    .max(40, { error: 'Use no máximo 40 caracteres.' }),
};

/**
 * A row of a list that is replaced at once: its id when it is already on the server (absent or
 * null for a new row), and its fields as the row's own schema reads them.
 */
const replacedRow = <S extends z.ZodType<object>>(row: S) =>
  z.intersection(z.object({ id: z.number().int().positive().nullish() }), row);

/** PUT /api/v1/candidatos/{id}/formacoes: the whole list of formações, in order. */
export const formacaoListReplaceSchema = z.strictObject({
  itens: z
    .array(replacedRow(formacaoSchema), { error: 'Deve ser uma lista.' })
    .max(PUBLISH_MAX_FORMACOES, { error: `Informe no máximo ${PUBLISH_MAX_FORMACOES} formações.` }),
});
export type FormacaoListReplaceInput = z.input<typeof formacaoListReplaceSchema>;

/** PUT /api/v1/candidatos/{id}/experiencias: the whole list of experiências, in order. */
export const experienciaListReplaceSchema = z.strictObject({
  itens: z
    .array(replacedRow(experienciaSchema), { error: 'Deve ser uma lista.' })
    .max(PUBLISH_MAX_EXPERIENCIAS, { error: `Informe no máximo ${PUBLISH_MAX_EXPERIENCIAS} experiências.` }),
});
export type ExperienciaListReplaceInput = z.input<typeof experienciaListReplaceSchema>;

/**
 * The whole wizard in one request (POST /api/v1/usuario_candidato/{id}/publicar). `registro` is
 * checked by the server against the record of the candidate's profession; use
 * publishPayloadSchemaFor() to check it in the browser too.
 */
export const candidatePublishSchema = z.strictObject({
  ...publishFields,
  registro: z.record(z.string(), z.unknown(), { error: 'Deve ser um objeto.' }).default({}),
});
export type CandidatePublishInput = z.input<typeof candidatePublishSchema>;
export type CandidatePublishPayload = z.output<typeof candidatePublishSchema>;

const publishSchemas = {
  radiologista: z.strictObject({ ...publishFields, registro: radiologistaSchema.prefault({}) }),
  tecnico: z.strictObject({ ...publishFields, registro: tecnicoSchema.prefault({}) }),
  recepcionista: z.strictObject({ ...publishFields, registro: recepcionistaSchema.prefault({}) }),
};

/** The publish payload with `registro` checked as the given record kind. */
export function publishPayloadSchemaFor<K extends ProfessionRecord>(record: K): (typeof publishSchemas)[K] {
  return publishSchemas[record];
}
