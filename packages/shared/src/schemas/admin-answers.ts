import { z } from 'zod';
import { pageOf } from '../job-posting-answers';
import { CANDIDATURA_STATUSES, VAGA_STATUSES } from '../job-posting-values';
import { accountTypes } from './accounts';
import { CONTATO_STATUSES } from './contacts';

/** The answers of the back office (/api/v1/admin/*) and of POST /api/v1/contatos. */

const iso = z.string().describe('Data e hora (ISO 8601, UTC).');

/** An account in the back office's list (GET /api/v1/admin/usuarios). */
export const adminUsuarioSchema = z.object({
  id: z.number().int(),
  tipo_usuario: z.enum(accountTypes),
  email: z.string(),
  nome: z.string().nullable().describe('Nome do candidato ou do administrador, ou nome fantasia da clínica.'),
  criado_em: iso,
  suspenso: z.boolean(),
  suspenso_em: iso.nullable(),
  motivo_suspensao: z.string().nullable(),
  publicado: z.boolean().nullable().describe('Candidatos: perfil publicado; null para os demais.'),
  verificada: z.boolean().nullable().describe('Clínicas: verificada pela RX Odonto; null para os demais.'),
});
export type AdminUsuario = z.infer<typeof adminUsuarioSchema>;
export const adminUsuarioPageSchema = pageOf(adminUsuarioSchema);
export type AdminUsuarioPage = z.infer<typeof adminUsuarioPageSchema>;

const recordSchema = z.record(z.string(), z.unknown());

/** One account with its records, postings, applications and view counts (GET /api/v1/admin/usuarios/{id}). */
export const adminUsuarioDetailSchema = adminUsuarioSchema.extend({
  candidato: z
    .object({
      nome: z.string(),
      cpf: z.string(),
      telefone: z.string(),
      tipo_profissao: z.string(),
      publicado_em: iso.nullable(),
      estado: z.string().nullable(),
      cidade: z.string().nullable(),
      formacoes: z.array(recordSchema),
      experiencias: z.array(recordSchema),
    })
    .nullable(),
  clinica: z
    .object({
      nome_fantasia: z.string(),
      cnpj: z.string(),
      telefone: z.string(),
      verificada_em: iso.nullable(),
    })
    .nullable(),
  vagas: z.array(
    z.object({
      id: z.number().int(),
      titulo: z.string(),
      status: z.enum(VAGA_STATUSES),
      publicada_em: iso,
      expira_em: iso,
      candidaturas: z.number().int(),
    }),
  ),
  candidaturas: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(CANDIDATURA_STATUSES),
      recebida_em: iso,
      vaga: z.object({ id: z.number().int(), titulo: z.string(), nome_fantasia: z.string() }),
    }),
  ),
  visualizacoes: z.object({
    recebidas: z.number().int().describe('Candidatos: visualizações do perfil por clínicas.'),
    feitas: z.number().int().describe('Clínicas: perfis de candidatos visualizados.'),
  }),
});
export type AdminUsuarioDetail = z.infer<typeof adminUsuarioDetailSchema>;

export const contatoNotaSchema = z.object({
  texto: z.string(),
  autor_id: z.number().int(),
  autor_nome: z.string(),
  em: iso,
});
export type ContatoNota = z.infer<typeof contatoNotaSchema>;

/** A proposal request as the back office shows it. */
export const contatoSchema = z.object({
  id: z.number().int(),
  servico: z.number().int(),
  servico_titulo: z.string(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().describe('Somente dígitos (10 ou 11).'),
  clinica: z.string(),
  mensagem: z.string(),
  consentimento_em: iso,
  status: z.enum(CONTATO_STATUSES),
  notas: z.array(contatoNotaSchema).describe('Notas internas, da mais antiga para a mais nova.'),
  criado_em: iso,
  atualizado_em: iso,
});
export type Contato = z.infer<typeof contatoSchema>;
export const contatoPageSchema = pageOf(contatoSchema);
export type ContatoPage = z.infer<typeof contatoPageSchema>;

/** POST /api/v1/contatos, 201: the request was stored (and e-mailed to the consultancy). */
export const contatoCreatedSchema = z.object({
  id: z.number().int(),
  detail: z.string().describe('Mensagem em português para o visitante.'),
});
export type ContatoCreated = z.infer<typeof contatoCreatedSchema>;

/** GET /api/v1/admin/resumo. */
export const adminResumoSchema = z.object({
  totais: z.object({
    candidatos: z.number().int(),
    candidatos_publicados: z.number().int(),
    clinicas: z.number().int(),
    clinicas_verificadas: z.number().int(),
    vagas_abertas: z.number().int(),
    candidaturas: z.number().int(),
    visualizacoes: z.number().int(),
  }),
  semanas: z
    .array(
      z.object({
        inicio: z.string().describe('Segunda-feira que abre a semana (AAAA-MM-DD, horário de Brasília).'),
        candidatos: z.number().int(),
        clinicas: z.number().int(),
        vagas: z.number().int(),
        candidaturas: z.number().int(),
        contatos: z.number().int(),
      }),
    )
    .describe('As últimas 12 semanas, da mais antiga para a atual; semanas sem nada valem 0.'),
});
export type AdminResumo = z.infer<typeof adminResumoSchema>;

export const AUDIT_ACTIONS = [
  'suspender',
  'reativar',
  'verificar',
  'desverificar',
  'contato_status',
  'contato_nota',
  'fila_tentar',
  'fila_descartar',
  'anuncio_aprovar',
  'anuncio_recusar',
  'post_criar',
  'post_editar',
  'post_excluir',
  'post_imagem',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One entry of the audit trail (GET /api/v1/admin/auditoria). */
export const auditoriaEntrySchema = z.object({
  id: z.number().int(),
  acao: z.enum(AUDIT_ACTIONS),
  admin: z.object({ id: z.number().int(), nome: z.string().nullable(), email: z.string() }),
  alvo_usuario_id: z.number().int().nullable(),
  alvo_contato_id: z.number().int().nullable(),
  alvo: z.string().nullable().describe('Nome ou e-mail da conta, ou nome de quem pediu a proposta.'),
  motivo: z.string().nullable(),
  detalhes: z.record(z.string(), z.unknown()),
  em: iso,
});
export type AuditoriaEntry = z.infer<typeof auditoriaEntrySchema>;
export const auditoriaPageSchema = pageOf(auditoriaEntrySchema);
export type AuditoriaPage = z.infer<typeof auditoriaPageSchema>;

/** The job queue of the back office's 'Fila' page (GET /api/v1/admin/fila). */
export const filaSchema = z.object({
  contagem: z
    .object({
      aguardando: z
        .number()
        .int()
        .describe('Trabalhos guardados que ainda vão rodar (novos ou à espera de nova tentativa).'),
      em_execucao: z.number().int(),
      falhas: z.number().int().describe('Trabalhos que falharam em todas as tentativas.'),
    })
    .describe('Todas as filas juntas.'),
  falhas: z
    .array(
      z.object({
        id: z.string(),
        fila: z.string().describe("'mail' (e-mails) ou 'view-notice' (aviso diário de visualizações)."),
        tipo: z.string().describe("O que o trabalho faz, sem dados pessoais (p. ex. 'password-reset')."),
        tentativas: z.number().int(),
        erro: z.string().nullable(),
        criado_em: iso,
        falhou_em: iso.nullable(),
      }),
    )
    .describe('As falhas mais recentes primeiro (até 100).'),
});
export type Fila = z.infer<typeof filaSchema>;
