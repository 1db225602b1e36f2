// Answer schemas of the candidate's records (OpenAPI and serialisation), shared with /full.
import { z } from 'zod';

/** A path id: a positive integer (int4). */
export const idParam = z.coerce
  .number({ error: 'Identificador inválido.' })
  .int({ error: 'Identificador inválido.' })
  .positive({ error: 'Identificador inválido.' })
  .max(2_147_483_647, { error: 'Identificador inválido.' });
export const idParams = z.object({ id: idParam });

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

const list = z.array(z.string());
const professionalBase = {
  id: z.number().int().describe('O id do candidato.'),
  usuario_candidato_id: z.number().int(),
  nivel_informatica: z.string(),
  outros_conhecimentos: list,
};

export const radiologistaAnswerSchema = z.object({
  ...professionalBase,
  titulo_registrado_cro: z.boolean(),
  trabalha_com_2d: z.boolean(),
  trabalha_com_3d: z.boolean(),
  tipo_exame_2d: list,
  tipo_exame_3d: list,
  softwares_3d: list,
  plataformas_gestao_clinicas: list,
  cursos_atualizacao_radiologia: list,
});

export const tecnicoAnswerSchema = z.object({
  ...professionalBase,
  plataforma_gestao: list,
  experiencia_escaneamento: z.boolean(),
  trabalhou_em_clinica: z.boolean(),
  experiencia_moldagem: z.boolean(),
  experiencia_esterilizacao: z.boolean(),
  experiencia_scanner_intraoral: z.boolean(),
  experiencia_3d: z.boolean(),
  experiencia_2d: z.boolean(),
  equipamentos_scanner: list,
  equipamentos_3d: list,
  equipamentos_2d: list,
});

export const recepcionistaAnswerSchema = z.object({
  ...professionalBase,
  plataformas_experiencia: list,
  trabalhou_em_clinica: z.boolean(),
  trabalhou_em_clinica_radiologia: z.boolean(),
  experiencia_convenios: z.boolean(),
  experiencia_quais_convenios: list,
});

export const professionalAnswerSchemas = {
  radiologista: radiologistaAnswerSchema,
  tecnico: tecnicoAnswerSchema,
  recepcionista: recepcionistaAnswerSchema,
} as const;

/** `{tipo, data}` of a professional record. */
export const registroAnswerSchema = z.union([
  z.object({ tipo: z.literal('radiologista'), data: radiologistaAnswerSchema }),
  z.object({ tipo: z.literal('tecnico'), data: tecnicoAnswerSchema }),
  z.object({ tipo: z.literal('recepcionista'), data: recepcionistaAnswerSchema }),
]);
