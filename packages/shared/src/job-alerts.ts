// Job alerts (issue 29 item 2): a candidate's saved /vagas filters, e-mailed at once for each new
// matching posting ('imediata') or in a daily digest ('diaria').
//   POST   /api/v1/alertas            alertaInputSchema → 201 {id}
//   GET    /api/v1/alertas            {items: Alerta[]}
//   DELETE /api/v1/alertas/{id}
import { z } from 'zod';
import { ALERTA_FREQUENCIAS } from './job-alert-values';
import { VAGA_CITY_MAX } from './job-posting-values';
import { vagaFilterProfession, vagaFilterUf } from './job-postings';

const list = <T extends z.ZodType<string, string>>(item: T, max: number, what: string) =>
  z
    .array(item, { error: `Informe ${what} como uma lista.` })
    .max(max, { error: `Informe no máximo ${max} valores.` })
    .default([])
    .transform((values): z.output<T>[] => [...new Set(values)].sort());

const optionalText = (max: number) =>
  z
    .string({ error: 'Informe um texto.' })
    .trim()
    .max(max, { error: `Use no máximo ${max} caracteres.` })
    .nullish()
    .transform((v) => v || null);

export const alertaInputSchema = z.object({
  tipos_profissao: list(vagaFilterProfession, 10, 'as profissões'),
  estados: list(vagaFilterUf, 27, 'os estados'),
  cidade: optionalText(VAGA_CITY_MAX),
  q: optionalText(200),
  frequencia: z.enum(ALERTA_FREQUENCIAS, { error: "frequencia deve ser 'imediata' ou 'diaria'." }),
});
export type AlertaInput = z.input<typeof alertaInputSchema>;

export const alertaSchema = z.object({
  id: z.number().int(),
  tipos_profissao: z.array(z.string()),
  estados: z.array(z.string()),
  cidade: z.string().nullable(),
  q: z.string().nullable(),
  frequencia: z.enum(ALERTA_FREQUENCIAS),
  criado_em: z.string().describe('ISO 8601.'),
});
export type Alerta = z.infer<typeof alertaSchema>;

export const alertaListSchema = z.object({ items: z.array(alertaSchema) });
export type AlertaList = z.infer<typeof alertaListSchema>;

/** GET /api/v1/disponibilidade: the candidate's availability (issue 29 item 4). */
export const disponibilidadeSchema = z.object({
  confirmada_em: z
    .string()
    .nullable()
    .describe('ISO 8601: a última confirmação (ou a publicação); null sem perfil publicado.'),
  pedida_em: z
    .string()
    .nullable()
    .describe('ISO 8601: quando a pergunta foi enviada e ainda não respondida.'),
  indisponivel_em: z
    .string()
    .nullable()
    .describe('ISO 8601: quando o perfil saiu da lista das clínicas por falta de resposta.'),
});
export type Disponibilidade = z.infer<typeof disponibilidadeSchema>;
