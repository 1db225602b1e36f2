import { z } from 'zod';

/** The API's answers about a clinic: its information record and its whole profile. */

const list = z.array(z.string());

export const infosAnswerSchema = z.object({
  id: z.number().int().describe('O id da clínica.'),
  usuario_clinica_id: z.number().int(),
  aparelho_2_em_1: z.boolean(),
  aparelho_3_em_1: z.boolean(),
  aparelho_raiox_intraoral: z.boolean(),
  scanner_intraoral: z.boolean(),
  impressora_3d: z.boolean(),
  marca_aparelho_2_em_1: list,
  marca_aparelho_3_em_1: list,
  marca_raiox_intraoral: list,
  marca_scanner_intraoral: list,
  marca_impressora_3d: list,
  qtd_funcionarios: z.number().int(),
  qtd_filiais: z.number().int(),
  laudos_realizados: list,
  rua: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
  cep: z.string().describe('Somente dígitos (8), ou vazio.'),
});
export type InfosAnswer = z.infer<typeof infosAnswerSchema>;

/** GET /infos_clinica/{id} */
export const infosRecordAnswerSchema = z.object({
  tipo: z.literal('infos_clinica'),
  data: infosAnswerSchema,
});

export const clinicAddressSchema = infosAnswerSchema.pick({
  rua: true,
  numero: true,
  bairro: true,
  cidade: true,
  estado: true,
  cep: true,
});

/** GET /api/v1/usuario_clinica/{id}/full */
export const clinicFullSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('Somente dígitos (14).'),
  telefone: z.string(),
  email: z.string(),
  data_cadastro: z.string(),
  published_at: z.string().nullable().describe('Data e hora da publicação (ISO 8601), ou null.'),
  verificada: z
    .boolean()
    .describe("true quando a RX Odonto verificou a clínica (selo 'Clínica verificada')."),
  infos: infosAnswerSchema.nullable(),
  endereco: clinicAddressSchema.nullable(),
  foto_url: z.string().nullable().describe('Link assinado da foto (expira em 1 hora), ou null.'),
});
export type ClinicFull = z.infer<typeof clinicFullSchema>;
