import { z } from 'zod';
import { pagingQuerySchema } from '../job-postings';
import { multiLineText } from '../text-lines';
import { accountTypes } from './accounts';
import { CONTATO_MESSAGES, CONTATO_STATUSES, serviceIdSchema } from './contacts';

/** Requests of the back office (/api/v1/admin/*); the answers are in admin-answers.ts. */

const lastValue = (value: unknown) => (Array.isArray(value) ? value[value.length - 1] : value);
const blankAsUndefined = (value: unknown) => {
  const v = lastValue(value);
  return typeof v === 'string' && v.trim() === '' ? undefined : v;
};

export const ADMIN_MESSAGES = {
  tipo: `Tipo de conta inválido. Use um de: ${accountTypes.join(', ')}.`,
  q: 'Use no máximo 100 caracteres na busca.',
  motivo: 'Informe o motivo da suspensão.',
  motivoLong: 'Motivo muito longo (máximo 1000 caracteres).',
} as const;

/** GET /api/v1/admin/usuarios?tipo=&q=&page=&size= (q: nome, nome fantasia or e-mail, any case). */
export const adminUsuariosQuerySchema = pagingQuerySchema.extend({
  tipo: z.preprocess(blankAsUndefined, z.enum(accountTypes, { error: ADMIN_MESSAGES.tipo }).optional()),
  q: z.preprocess(blankAsUndefined, z.string().trim().max(100, { error: ADMIN_MESSAGES.q }).optional()),
});
export type AdminUsuariosQuery = z.output<typeof adminUsuariosQuerySchema>;

/** GET /api/v1/admin/contatos?status=&servico=&page=&size=, newest first. */
export const adminContatosQuerySchema = pagingQuerySchema.extend({
  status: z.preprocess(
    blankAsUndefined,
    z.enum(CONTATO_STATUSES, { error: CONTATO_MESSAGES.status }).optional(),
  ),
  servico: z.preprocess(blankAsUndefined, serviceIdSchema.optional()),
});
export type AdminContatosQuery = z.output<typeof adminContatosQuerySchema>;

/** POST /api/v1/admin/usuarios/{id}/suspender. */
export const suspendRequestSchema = z.object({
  motivo: multiLineText(ADMIN_MESSAGES.motivo)
    .min(3, { error: ADMIN_MESSAGES.motivo })
    .max(1000, { error: ADMIN_MESSAGES.motivoLong }),
});
export type SuspendRequest = z.infer<typeof suspendRequestSchema>;

/** GET /api/v1/admin/auditoria?page=&size=, newest first. */
export const auditoriaQuerySchema = pagingQuerySchema;
