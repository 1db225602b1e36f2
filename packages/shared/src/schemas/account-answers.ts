import { z } from 'zod';
import { PROFESSIONS } from '../catalogues';
import { errorAnswerSchema } from '../error-answers';
import { accountTypes } from './accounts';

/**
 * The answers of the account calls: sign-up, login (password or Google), the current user,
 * logout and password recovery. The API declares them as its response schemas (its serializer
 * keeps only the fields listed here); the web takes its types from them.
 */

/** An answer that is only a Portuguese message: logout, forgot-password, reset-password. */
export const detailAnswerSchema = z.object({ detail: z.string().describe('Mensagem em português.') });
export type DetailAnswer = z.infer<typeof detailAnswerSchema>;

/** POST /api/v1/usuarios/login and POST /auth_google/login/google: a new session's token. */
export const tokenAnswerSchema = z.object({
  access_token: z.string().describe('Envie como Authorization: Bearer <token>.'),
  token_type: z.literal('bearer'),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** POST /auth_google/login/google, 404: the Google account has no registration yet. */
export const googleUnknownAccountSchema = errorAnswerSchema.extend({
  email: z.string().nullable().describe('E-mail da conta Google, para pré-preencher o cadastro.'),
  nome: z.string().nullable().describe('Nome da conta Google.'),
});
export type GoogleUnknownAccount = z.infer<typeof googleUnknownAccountSchema>;

/** GET /api/v1/usuarios/me: the user of the session. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  tipo_usuario: z.enum(accountTypes),
  email: z.string(),
  nome: z.string().nullable().describe('Nome do candidato (null para clínicas).'),
  nome_fantasia: z.string().nullable().describe('Nome fantasia da clínica (null para candidatos).'),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * The user record the browser keeps in localStorage ('usuario'): what /usuarios/me answered. It is
 * read back through this schema, leniently: a session stored by an earlier version may lack the
 * names, hold the id as text or spell the account type otherwise ('Clínica'; `isClinic` reads
 * it). A record that does not match is treated as absent.
 */
export const storedUserSchema = currentUserSchema
  .partial({ email: true, nome: true, nome_fantasia: true })
  .extend({ id: z.union([z.number().int(), z.string().min(1)]), tipo_usuario: z.string().min(1) });
export type StoredUser = z.infer<typeof storedUserSchema>;

/** POST /usuario_candidato/, 201: the created candidate. */
export const createdCandidateSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string().describe('Somente dígitos (10 ou 11).'),
  cpf: z.string().describe('Somente dígitos (11).'),
  dataNascimento: z.string().nullable().describe('AAAA-MM-DD'),
  tipo_profissao: z.string().describe(`Uma de: ${PROFESSIONS.join(', ')}.`),
  data_cadastro: z.string().describe('Data e hora ISO 8601.'),
  tipo_usuario: z.literal('candidato'),
});
export type CreatedCandidate = z.infer<typeof createdCandidateSchema>;

/** POST /usuario_clinica/, 201: the created clinic. */
export const createdClinicSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('Somente dígitos (14).'),
  telefone: z.string(),
  email: z.string(),
  data_cadastro: z.string(),
  tipo_usuario: z.literal('clinica'),
});
export type CreatedClinic = z.infer<typeof createdClinicSchema>;
