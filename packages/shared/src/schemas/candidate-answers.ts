import { z } from 'zod';
import type { ProfessionRecord } from '../catalogues';
import { type FieldKind, type FieldSpec, type OwnFieldKind, PROFESSION_FIELDS } from '../profession-fields';

/**
 * The API's answers about candidates: each record, the whole profile, the clinics' list of cards
 * and the view count. The routes use them as response schemas (the serializer keeps only the
 * keys named here), the web as its types through z.infer.
 */

export const formacaoAnswerSchema = z.object({
  id: z.number().int(),
  usuario_candidato_id: z.number().int(),
  nivel_escolaridade: z.string(),
  curso: z.string(),
  instituicao: z.string(),
  nome_instituicao: z.string().describe('O mesmo que instituicao (nome usado no perfil).'),
  ano_conclusao: z.number().int().nullable(),
  data_conclusao: z.number().int().nullable().describe('O mesmo que ano_conclusao.'),
});
export type FormacaoAnswer = z.infer<typeof formacaoAnswerSchema>;

export const experienciaAnswerSchema = z.object({
  id: z.number().int(),
  usuario_candidato_id: z.number().int(),
  cargo: z.string(),
  tempo_experiencia: z.string(),
  tempo: z.string().describe('O mesmo que tempo_experiencia.'),
  descricao: z.string(),
  atividades: z.string().describe('O mesmo que descricao.'),
  empresa: z.string().describe('O empregador; vazio quando não informado.'),
  inicio: z.string().nullable().describe('Mês de início (AAAA-MM), ou null.'),
  fim: z
    .string()
    .nullable()
    .describe('Mês de saída (AAAA-MM); null no trabalho atual ou quando não informado.'),
  trabalho_atual: z.boolean(),
});
export type ExperienciaAnswer = z.infer<typeof experienciaAnswerSchema>;

export const enderecoAnswerSchema = z.object({
  id: z.number().int().describe('O id do candidato.'),
  usuario_candidato_id: z.number().int(),
  estado: z.string(),
  cep: z.string(),
  cidade: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  deseja_atuar_fora: z.boolean(),
});
export type EnderecoAnswer = z.infer<typeof enderecoAnswerSchema>;

/**
 * The candidate's address as anyone but its owner gets it (data minimisation): the state, the
 * city and whether they will work elsewhere; never the street, number, complement or CEP.
 */
export const enderecoPublicAnswerSchema = enderecoAnswerSchema.pick({
  id: true,
  usuario_candidato_id: true,
  estado: true,
  cidade: true,
  deseja_atuar_fora: true,
});
export type EnderecoPublicAnswer = z.infer<typeof enderecoPublicAnswerSchema>;

/** The owner's full address, or the part others get. */
export const enderecoAnyAnswerSchema = z.union([enderecoAnswerSchema, enderecoPublicAnswerSchema]);
export type EnderecoAnyAnswer = EnderecoAnswer | EnderecoPublicAnswer;

/** Whether the address is the owner's full one (with street, number, complement and CEP). */
export const isFullEndereco = (endereco: EnderecoAnyAnswer): endereco is EnderecoAnswer =>
  'cep' in endereco && 'logradouro' in endereco;

const list = z.array(z.string());
const professionalBase = {
  id: z.number().int().describe('O id do candidato.'),
  usuario_candidato_id: z.number().int(),
  nivel_informatica: z.string(),
  outros_conhecimentos: list,
};

const answerSchemaOfKind = {
  'yes-no': () => z.boolean(),
  tags: () => list,
  'free-text': () => list,
  level: () => z.string(),
} satisfies Record<FieldKind, () => z.ZodType>;
type AnswerSchemaOf<Kind extends FieldKind> = ReturnType<(typeof answerSchemaOfKind)[Kind]>;

/** A record kind's own fields as answered, from the catalogue (profession-fields.ts). */
function ownAnswerShape<K extends ProfessionRecord>(
  kind: K,
): { [F in keyof (typeof PROFESSION_FIELDS)[K]]: AnswerSchemaOf<OwnFieldKind<K, F>> } {
  const fields: Record<string, FieldSpec> = PROFESSION_FIELDS[kind];
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [name, answerSchemaOfKind[spec.kind]()]),
  ) as never;
}

export const radiologistaAnswerSchema = z.object({ ...professionalBase, ...ownAnswerShape('radiologista') });
export const tecnicoAnswerSchema = z.object({ ...professionalBase, ...ownAnswerShape('tecnico') });
export const recepcionistaAnswerSchema = z.object({
  ...professionalBase,
  ...ownAnswerShape('recepcionista'),
});

export const professionalAnswerSchemas = {
  radiologista: radiologistaAnswerSchema,
  tecnico: tecnicoAnswerSchema,
  recepcionista: recepcionistaAnswerSchema,
} as const;
export type ProfessionalAnswer = z.infer<
  (typeof professionalAnswerSchemas)[keyof typeof professionalAnswerSchemas]
>;

function fieldOrder(shape: object): string[] {
  const own = Object.keys(shape).filter((field) => !(field in professionalBase));
  return [...own, 'nivel_informatica', 'outros_conhecimentos'];
}

/**
 * The fields of each professional record in the order of the wizard's form: the profession's own
 * fields, then the computer level and other knowledge.
 */
export const PROFESSIONAL_FIELD_ORDER: Record<keyof typeof professionalAnswerSchemas, readonly string[]> = {
  radiologista: fieldOrder(radiologistaAnswerSchema.shape),
  tecnico: fieldOrder(tecnicoAnswerSchema.shape),
  recepcionista: fieldOrder(recepcionistaAnswerSchema.shape),
};

/** `{tipo, data}` of a professional record. */
export const registroAnswerSchema = z.union([
  z.object({ tipo: z.literal('radiologista'), data: radiologistaAnswerSchema }),
  z.object({ tipo: z.literal('tecnico'), data: tecnicoAnswerSchema }),
  z.object({ tipo: z.literal('recepcionista'), data: recepcionistaAnswerSchema }),
]);
export type RegistroAnswer = z.infer<typeof registroAnswerSchema>;

/** GET /formacao_candidato/{candidateId} */
export const formacaoListAnswerSchema = z.object({
  tipo: z.literal('formacao_candidato'),
  data: z.array(formacaoAnswerSchema),
});
export type FormacaoListAnswer = z.infer<typeof formacaoListAnswerSchema>;
/** GET /experiencia_candidato/{candidateId} */
export const experienciaListAnswerSchema = z.object({
  tipo: z.literal('experiencia_candidato'),
  data: z.array(experienciaAnswerSchema),
});
export type ExperienciaListAnswer = z.infer<typeof experienciaListAnswerSchema>;
/** GET /endereco_candidato/{candidateId}: the full address for its owner, the public part for others. */
export const enderecoRecordAnswerSchema = z.object({
  tipo: z.literal('endereco_candidato'),
  data: enderecoAnyAnswerSchema,
});

/** GET /api/v1/usuario_candidato/{id}/full (also the answer of the wizard's publish). */
export const candidateFullSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  tipo_profissao: z.string(),
  data_cadastro: z.string(),
  published_at: z.string().nullable().describe('Data e hora da última publicação (ISO 8601), ou null.'),
  formacoes: z.array(formacaoAnswerSchema),
  experiencias: z.array(experienciaAnswerSchema),
  endereco: enderecoAnyAnswerSchema
    .nullable()
    .describe('Completo só para o próprio candidato; para clínicas, sem rua, número, complemento e CEP.'),
  registro: registroAnswerSchema.nullable().describe('O registro profissional da profissão do candidato.'),
  foto_url: z.string().nullable().describe('Link assinado da foto (expira em 1 hora), ou null.'),
  visualizacoes: z.number().int().describe('Quantas vezes clínicas viram o perfil.'),
  meses_experiencia: z
    .number()
    .int()
    .nullable()
    .describe(
      'Meses de experiência pela mesma regra do cartão da lista (meses_experiencia); null sem datas.',
    ),
  salvo: z.boolean().optional().describe('Só para clínicas: a clínica salvou este candidato.'),
  cpf: z.string().optional().describe('Só para o próprio candidato.'),
  dataNascimento: z.string().nullable().optional().describe('Só para o próprio candidato.'),
  consent_at: z.string().nullable().optional().describe('Só para o próprio candidato.'),
  consent_version: z.string().nullable().optional().describe('Só para o próprio candidato.'),
});
export type CandidateFull = z.infer<typeof candidateFullSchema>;

/** One card of the clinics' candidate list. */
export const candidateCardSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo_profissao: z.string(),
  estado: z.string().describe('Sigla do estado do endereço (vazia sem endereço).'),
  cidade: z.string(),
  foto_url: z
    .string()
    .nullable()
    .describe('Link assinado da foto (válido por pelo menos 55 minutos), ou null.'),
  visualizacoes: z.number().int().describe('Quantas vezes clínicas viram o perfil.'),
  deseja_atuar_fora: z.boolean().describe('Aceita trabalhar em outra cidade.'),
  meses_experiencia: z
    .number()
    .int()
    .nullable()
    .describe(
      'Meses de experiência: a união dos períodos das experiências com mês de início e mês de saída (inclusive) ou trabalho atual (até o mês anterior ao atual); null sem datas. O mesmo número do perfil.',
    ),
  anos_experiencia: z
    .number()
    .int()
    .nullable()
    .describe('Anos completos de meses_experiencia; null sem datas.'),
  published_at: z.string().describe('Data e hora da publicação (ISO 8601).'),
  disponibilidade_confirmada_em: z
    .string()
    .describe(
      "Quando o candidato confirmou pela última vez que está disponível ('Você ainda está disponível?'), ou a publicação se for mais recente (ISO 8601).",
    ),
  salvo: z.boolean().describe('A clínica que pediu a lista salvou este candidato.'),
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/** GET /usuario_candidato/full: one page of cards and how many match the filters. */
export const candidatePageSchema = z.object({
  items: z.array(candidateCardSchema),
  total: z.number().int().describe('Quantos candidatos atendem aos filtros.'),
  page: z.number().int(),
  size: z.number().int(),
});
export type CandidatePage = z.infer<typeof candidatePageSchema>;

/** GET /visualizacoes/visualizacoes/count and POST /visualizacoes/visualizacoes. */
export const viewCountSchema = z.object({
  visualizacoes: z.number().int().describe('Total de visualizações do perfil.'),
});
export type ViewCount = z.infer<typeof viewCountSchema>;
