import { z } from 'zod';
import { SERVICE_CATALOGUE } from '../services-catalogue';
import { multiLineText, singleLineText } from '../text-lines';
import { emailSchema, phoneSchema } from './accounts';

/**
 * POST /api/v1/contatos: a proposal request for one of the 14 services ('Solicitar proposta'),
 * sent by anyone. The API answers 422 with `errors` naming each refused field.
 */

export const CONTATO_STATUSES = ['novo', 'em_atendimento', 'concluido'] as const;
export type ContatoStatus = (typeof CONTATO_STATUSES)[number];
export const CONTATO_STATUS_LABELS: Record<ContatoStatus, string> = {
  novo: 'Novo',
  em_atendimento: 'Em atendimento',
  concluido: 'Concluído',
};

export const CONTATO_LIMITS = { nome: 150, clinica: 150, mensagem: 2000, minMensagem: 10, nota: 2000 };

export const CONTATO_MESSAGES = {
  nome: 'Informe seu nome.',
  nomeLong: `Nome muito longo (máximo ${CONTATO_LIMITS.nome} caracteres).`,
  clinicaLong: `Nome da clínica muito longo (máximo ${CONTATO_LIMITS.clinica} caracteres).`,
  servico: 'Escolha um dos serviços da RX Odonto.',
  mensagem: `Conte em poucas palavras o que você precisa (pelo menos ${CONTATO_LIMITS.minMensagem} caracteres).`,
  mensagemLong: `Mensagem muito longa (máximo ${CONTATO_LIMITS.mensagem} caracteres).`,
  consentimento: 'Para enviarmos a proposta, autorize o contato da RX Odonto.',
  status: `Situação inválida. Use uma de: ${CONTATO_STATUSES.join(', ')}.`,
  nota: 'Escreva a nota.',
  notaLong: `Nota muito longa (máximo ${CONTATO_LIMITS.nota} caracteres).`,
  emptyPatch: 'Informe a nova situação ou uma nota.',
} as const;

const serviceIds: readonly number[] = SERVICE_CATALOGUE.map((s) => s.id);

/** A service id (1 to 14), as a number or its text. */
export const serviceIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: CONTATO_MESSAGES.servico }).refine((n) => serviceIds.includes(n), {
    error: CONTATO_MESSAGES.servico,
  }),
);

export const contatoRequestSchema = z.object({
  nome: singleLineText(CONTATO_MESSAGES.nome)
    .min(2, { error: CONTATO_MESSAGES.nome })
    .max(CONTATO_LIMITS.nome, { error: CONTATO_MESSAGES.nomeLong }),
  email: emailSchema,
  telefone: phoneSchema,
  clinica: singleLineText()
    .max(CONTATO_LIMITS.clinica, { error: CONTATO_MESSAGES.clinicaLong })
    .optional()
    .transform((v) => v ?? ''),
  servico: serviceIdSchema,
  mensagem: multiLineText(CONTATO_MESSAGES.mensagem)
    .min(CONTATO_LIMITS.minMensagem, { error: CONTATO_MESSAGES.mensagem })
    .max(CONTATO_LIMITS.mensagem, { error: CONTATO_MESSAGES.mensagemLong }),
  consentimento: z.literal(true, { error: CONTATO_MESSAGES.consentimento }),
});
export type ContatoRequest = z.input<typeof contatoRequestSchema>;
export type ContatoRequestData = z.output<typeof contatoRequestSchema>;

/** PATCH /api/v1/admin/contatos/{id}: a new status, a note appended to the notes, or both. */
export const contatoPatchSchema = z
  .object({
    status: z.enum(CONTATO_STATUSES, { error: CONTATO_MESSAGES.status }).optional(),
    nota: multiLineText(CONTATO_MESSAGES.nota)
      .min(1, { error: CONTATO_MESSAGES.nota })
      .max(CONTATO_LIMITS.nota, { error: CONTATO_MESSAGES.notaLong })
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.nota !== undefined, { error: CONTATO_MESSAGES.emptyPatch });
export type ContatoPatch = z.infer<typeof contatoPatchSchema>;
