import { z } from 'zod';
import { CANDIDATURA_STATUSES, type CandidaturaStatus, VAGA_STATUSES } from './job-posting-values';

/**
 * The answers of the job-posting and application routes: the API's response schemas and, through
 * z.infer, the web's types.
 */

const iso = z.string().describe('Data e hora (ISO 8601, UTC).');
const clinicSummary = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  foto_url: z.string().nullable().describe('Link assinado da foto da clínica, ou null.'),
  verificada: z
    .boolean()
    .describe("true quando a RX Odonto verificou a clínica (selo 'Clínica verificada')."),
});

/** A card of the public list. The salary is present only when the clinic shows it. */
export const vagaCardSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tipo_profissao: z.string(),
  cidade: z.string(),
  estado: z.string(),
  tipo_contrato: z.string(),
  jornada: z.string(),
  salario_min: z.number().nullable().optional().describe('Em reais; só quando a clínica o exibe.'),
  salario_max: z.number().nullable().optional().describe('Em reais; só quando a clínica o exibe.'),
  clinica: clinicSummary,
  publicada_em: iso,
  expira_em: iso,
});
export type VagaCard = z.infer<typeof vagaCardSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export const vagaPageSchema = pageOf(vagaCardSchema);
export type VagaPage = z.infer<typeof vagaPageSchema>;

const statusDates = z.object({
  recebida_em: iso,
  em_analise_em: iso.nullable(),
  entrevista_em: iso.nullable(),
  contratada_em: iso.nullable(),
  nao_selecionada_em: iso.nullable(),
  retirada_em: iso.nullable(),
});

/** One posting (GET /vagas/{id}). */
export const vagaDetailSchema = vagaCardSchema.extend({
  descricao: z.string(),
  equipamentos: z.array(z.string()),
  softwares: z.array(z.string()),
  registro_obrigatorio: z.boolean(),
  beneficios: z.array(z.string()),
  mostrar_salario: z.boolean(),
  mostrar_endereco: z.boolean(),
  endereco: z
    .object({
      logradouro: z.string().describe('Rua e número, e o bairro quando informado.'),
      cep: z.string().nullable().describe('00000-000'),
    })
    .nullable()
    .describe(
      'O endereço da clínica, quando ela escolheu mostrá-lo e a vaga é na cidade do seu perfil; null nos demais casos.',
    ),
  status: z.enum(VAGA_STATUSES),
  expirada: z.boolean().describe('true quando expira_em já passou.'),
  pode_candidatar: z.boolean().describe('Aberta e não expirada.'),
  minha_vaga: z.boolean().describe('true para a clínica dona da vaga.'),
  minha_candidatura: z
    .object({ id: z.number().int(), status: z.enum(CANDIDATURA_STATUSES) })
    .extend(statusDates.shape)
    .nullable()
    .describe('A candidatura do candidato da sessão, ou null.'),
  perfil_publicado: z
    .boolean()
    .nullable()
    .describe(
      'Para o candidato da sessão: se o perfil já está publicado (só quem publicou pode se candidatar); null para os demais.',
    ),
  minha_profissao: z
    .string()
    .nullable()
    .describe(
      'Para o candidato da sessão: a profissão do seu perfil (o diálogo de candidatura avisa quando difere da vaga); null para os demais.',
    ),
});
export type VagaDetail = z.infer<typeof vagaDetailSchema>;

export const candidaturaCountsSchema = z.object({
  total: z.number().int(),
  ...Object.fromEntries(CANDIDATURA_STATUSES.map((s) => [s, z.number().int()])),
} as Record<'total' | CandidaturaStatus, z.ZodNumber>);

/** One of the clinic's own postings (GET /vagas/minhas). */
export const minhaVagaSchema = vagaDetailSchema
  .omit({
    minha_candidatura: true,
    pode_candidatar: true,
    minha_vaga: true,
    perfil_publicado: true,
    minha_profissao: true,
    clinica: true,
    endereco: true,
  })
  .extend({
    salario_min: z.number().nullable(),
    salario_max: z.number().nullable(),
    encerrada_em: iso.nullable(),
    candidaturas: candidaturaCountsSchema,
  });
export const minhasVagasPageSchema = pageOf(minhaVagaSchema);
export type MinhaVaga = z.infer<typeof minhaVagaSchema>;

export const matchSchema = z.object({
  pontuacao: z.number().int().min(0).max(100),
  em_comum: z.array(z.string()).describe('Equipamentos e softwares exigidos que o candidato conhece.'),
  faltando: z.array(z.string()).describe('Equipamentos e softwares exigidos que o candidato não informou.'),
});
export type MatchAnswer = z.infer<typeof matchSchema>;

/** The statuses of an application the candidate has not withdrawn. */
export const ACTIVE_CANDIDATURA_STATUSES = [
  'recebida',
  'em_analise',
  'entrevista',
  'contratada',
  'nao_selecionada',
] as const satisfies readonly Exclude<CandidaturaStatus, 'retirada'>[];

/** An application as the clinic sees it (GET /vagas/{id}/candidaturas), before any withdrawal. */
export const activeApplicantSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(ACTIVE_CANDIDATURA_STATUSES),
    mensagem: z.string(),
    candidato: z.object({
      id: z.number().int(),
      nome: z.string(),
      tipo_profissao: z.string(),
      estado: z.string(),
      cidade: z.string(),
      foto_url: z.string().nullable(),
    }),
    match: matchSchema,
  })
  .extend(statusDates.shape);

/**
 * An application its candidate withdrew: the clinic sees only that someone withdrew, and when —
 * no name, message, contact, city, photo, profile link or match.
 */
export const withdrawnApplicantSchema = z
  .object({
    id: z.number().int(),
    status: z.literal('retirada'),
    mensagem: z.null(),
    candidato: z.null(),
    match: z.null(),
  })
  .extend(statusDates.shape)
  .describe('Candidatura retirada pelo candidato: só a etapa e as datas, sem dados do candidato.');

export const applicantSchema = z.discriminatedUnion('status', [
  activeApplicantSchema,
  withdrawnApplicantSchema,
]);
export const applicantsPageSchema = pageOf(applicantSchema);
export type Applicant = z.infer<typeof applicantSchema>;
export type ActiveApplicant = z.infer<typeof activeApplicantSchema>;
export type WithdrawnApplicant = z.infer<typeof withdrawnApplicantSchema>;

/** An application as its candidate sees it (GET /candidaturas/minhas, PATCH answers). */
export const minhaCandidaturaSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(CANDIDATURA_STATUSES),
    mensagem: z.string(),
    vaga: vagaCardSchema.omit({ salario_min: true, salario_max: true }).extend({
      status: z.enum(VAGA_STATUSES),
      expirada: z.boolean(),
    }),
  })
  .extend(statusDates.shape);
export const minhasCandidaturasPageSchema = pageOf(minhaCandidaturaSchema);
export type MinhaCandidatura = z.infer<typeof minhaCandidaturaSchema>;

/** PATCH /candidaturas/{id} and POST /vagas/{id}/candidaturas answer. */
export const candidaturaStateSchema = z
  .object({ id: z.number().int(), vaga_id: z.number().int(), status: z.enum(CANDIDATURA_STATUSES) })
  .extend(statusDates.shape)
  .extend({
    desfazer_ate: iso
      .nullable()
      .optional()
      .describe(
        'Depois de uma mudança de etapa pela clínica: até quando ela pode desfazê-la (POST /candidaturas/{id}/desfazer); o e-mail ao candidato só sai depois disso, se a mudança continuar valendo.',
      ),
  });
export type CandidaturaState = z.infer<typeof candidaturaStateSchema>;
