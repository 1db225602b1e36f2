import { z } from 'zod';
import { PROFESSIONS } from '../catalogues';
import { isCnpj, isCpf, onlyDigits } from '../documents';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from '../password-policy';
import { singleLineText } from '../text-lines';

/**
 * Payloads of the account calls (spec 1 sections 3, 5 and 7), shared by the web forms and the
 * API. Each message is Portuguese; the API prefixes the field name when it answers 422.
 */

export const emailSchema = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'E-mail inválido.' }).max(254, { error: 'E-mail muito longo.' }));

/**
 * A new password's length and "not only spaces" (password-policy.ts); its strength is checked
 * on top, by the API and on demand by the web (`@app/shared/password-strength`).
 */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .refine((value) => value.trim() !== '', { error: PASSWORD_MESSAGES.onlySpaces, abort: true })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooShort, abort: true })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_MESSAGES.tooLong, abort: true });

export const phoneSchema = z
  .string({ error: 'Informe o telefone.' })
  .transform(onlyDigits)
  .refine((d) => d.length === 10 || d.length === 11, {
    error: 'Telefone deve ter 10 ou 11 dígitos, com DDD.',
  });

export const cpfSchema = z
  .string({ error: 'Informe o CPF.' })
  .refine(isCpf, { error: 'CPF inválido.' })
  .transform(onlyDigits);

export const cnpjSchema = z
  .string({ error: 'Informe o CNPJ.' })
  .refine(isCnpj, { error: 'CNPJ inválido.' })
  .transform(onlyDigits);

const nameSchema = (label: string) =>
  singleLineText(`Informe ${label}.`)
    .min(2, { error: `Informe ${label}.` })
    .max(150, { error: `${label[0]?.toUpperCase()}${label.slice(2)} muito longo.` });

/** A birth date as yyyy-mm-dd or dd/mm/yyyy, in the past and plausible; answered as yyyy-mm-dd. */
export const birthDateSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
    const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : value.slice(0, 10);
    const date = new Date(`${iso}T00:00:00Z`);
    const year = date.getUTCFullYear();
    const now = new Date().getUTCFullYear();
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(iso) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== iso
    ) {
      ctx.addIssue({ code: 'custom', message: 'Data de nascimento inválida.' });
      return z.NEVER;
    }
    if (year < now - 110 || date.getTime() > Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'Data de nascimento fora do intervalo aceito.' });
      return z.NEVER;
    }
    return iso;
  });

export const professionSchema = z.enum(PROFESSIONS, { error: 'Selecione sua profissão' });

/** POST /usuario_candidato/ — id and data_cadastro may be sent by the page and are ignored. */
export const candidateSignupSchema = z.object({
  nome: nameSchema('o nome'),
  email: emailSchema,
  telefone: phoneSchema,
  cpf: cpfSchema,
  dataNascimento: z.preprocess((v) => (v === '' || v === null ? undefined : v), birthDateSchema.optional()),
  tipo_profissao: professionSchema,
  senha: passwordSchema,
  id: z.unknown().optional(),
  data_cadastro: z.unknown().optional(),
  /** A Google ID token of the first-time federated profile: the account is linked to it. */
  google_id_token: z.string().max(4096).optional(),
});
export type CandidateSignup = z.infer<typeof candidateSignupSchema>;

/** POST /usuario_clinica/ */
export const clinicSignupSchema = z.object({
  nome_fantasia: nameSchema('o nome fantasia'),
  cnpj: cnpjSchema,
  telefone: phoneSchema,
  email: emailSchema,
  senha: passwordSchema,
  id: z.unknown().optional(),
  google_id_token: z.string().max(4096).optional(),
});
export type ClinicSignup = z.infer<typeof clinicSignupSchema>;

/** POST /api/v1/usuarios/login — the identifier is an e-mail or a CPF (masked or bare). */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Informe o e-mail ou CPF.' })
    .trim()
    .min(1, { error: 'Informe o e-mail ou CPF.' })
    .max(254),
  senha: z.string({ error: 'Informe a senha.' }).min(1, { error: 'Informe a senha.' }).max(128),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The new password of /trocar_senha (a reset, or an administrator's first password): the same rule
 * as at sign-up, one message per problem (password-policy.ts); the strength is checked on top by
 * the API. (The spec's old 'pelo menos 6 caracteres' message belonged to a 6-character policy.)
 */
export const newPasswordSchema = passwordSchema;

/** POST /auth_reset/forgot-password?email=: the trimmed e-mail, as typed, must look like one. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Por favor, insira um e-mail válido.' })
    .trim()
    .pipe(
      z.email({ error: 'Por favor, insira um e-mail válido.' }).max(254, { error: 'E-mail muito longo.' }),
    ),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /auth_reset/reset-password?token=&nova_senha=: the e-mail's token and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, { error: 'Token inválido ou expirado. Solicite a recuperação novamente.' }),
  nova_senha: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** `admin` is never a sign-up choice: administrators come from `npm run admin:create`. */
export const accountTypes = ['candidato', 'clinica', 'admin'] as const;
export type AccountType = (typeof accountTypes)[number];
