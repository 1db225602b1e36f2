import { z } from 'zod';

/**
 * GET /api/v1/usuarios/me/resumo: the short personal strip of /home for the signed-in person.
 * A candidate reads whether the profile is published, the views of the last 7 days and the
 * profession (for the link to its job postings); a clinic reads its new applications (received,
 * not yet moved in the pipeline) and its open postings.
 */
export const candidateSummarySchema = z.object({
  tipo_usuario: z.literal('candidato'),
  nome: z.string(),
  tipo_profissao: z.string().describe('A profissão do candidato; vazia se ainda não escolhida.'),
  publicado: z.boolean().describe('Se o perfil está publicado (visível para as clínicas).'),
  visualizacoes_semana: z
    .number()
    .int()
    .describe('Clínicas que viram o perfil nos últimos 7 dias (cada clínica conta uma vez por dia).'),
  visualizacoes_total: z.number().int(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const clinicSummarySchema = z.object({
  tipo_usuario: z.literal('clinica'),
  nome_fantasia: z.string(),
  candidaturas_novas: z
    .number()
    .int()
    .describe('Candidaturas às vagas da clínica ainda com status recebida (não analisadas).'),
  vagas_abertas: z.number().int().describe('Vagas abertas e não expiradas da clínica.'),
});
export type ClinicSummary = z.infer<typeof clinicSummarySchema>;

export const accountSummarySchema = z.discriminatedUnion('tipo_usuario', [
  candidateSummarySchema,
  clinicSummarySchema,
]);
export type AccountSummary = z.infer<typeof accountSummarySchema>;
