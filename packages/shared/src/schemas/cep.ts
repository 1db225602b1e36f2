import { z } from 'zod';

/** The address a CEP points to (GET /api/v1/cep/{cep}); empty strings where the provider has none. */
export const cepAnswerSchema = z.object({
  cep: z.string().describe('O CEP com máscara: 00000-000.'),
  rua: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string().describe('A sigla da UF (SP, RJ…).'),
});
export type CepAnswer = z.infer<typeof cepAnswerSchema>;

export const CEP_MESSAGES = {
  invalid: 'CEP inválido. Informe os 8 dígitos.',
  notFound: 'CEP não encontrado. Preencha o endereço manualmente.',
  unavailable: 'A consulta de CEP está indisponível agora. Preencha o endereço manualmente.',
} as const;
