import { candidateSignupSchema, clinicSignupSchema, DATE_MESSAGE, isIsoDate } from '@app/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { isOutage, OUTAGE_MESSAGE } from '../../lib/user-message';

/**
 * The registration forms' schemas: the shared sign-up schemas the API also applies, a clearer
 * message for a required field left empty, and the repeated password. The spec's own messages
 * (profession, mismatch, name and e-mail) are also toasted.
 */

export const CANDIDATE_MESSAGES = {
  profession: 'Selecione sua profissão',
  mismatch: 'As senhas não coincidem',
  nameAndEmail: 'Nome e email são obrigatórios',
  conflict: 'Candidato já cadastrado no sistema',
  created: 'Candidato cadastrado com sucesso.',
  failed: 'Erro ao cadastrar candidato',
} as const;

export const CLINIC_MESSAGES = {
  mismatch: 'As senhas não coincidem!',
  conflict: 'Clínica já cadastrada no sistema',
  created: 'Clinica cadastrada com sucesso.',
  failed: 'Erro ao cadastrar clínica',
} as const;

export interface CandidateFormValues {
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  dataNascimento: string;
  tipo_profissao: string;
  senha: string;
  confirmarSenha: string;
}

export interface ClinicFormValues {
  nome_fantasia: string;
  cnpj: string;
  telefone: string;
  email: string;
  senha: string;
  confirmarSenha: string;
}

/** A required text: left empty (or blank) it is refused with `message`, else checked by `field`. */
const filled = <T extends z.ZodType<unknown, string>>(message: string, field: T) =>
  z
    .string()
    .refine((value) => value.trim() !== '', { error: message, abort: true })
    .pipe(field);

/** The repeated password must be the password (zod runs this once every field passes). */
const samePasswords = (message: string) => ({ error: message, path: ['confirmarSenha'] });

/**
 * A resolver that also names a different repeated password while other fields are refused
 * (the schema's own check runs only once they all pass), as the form showed it beside its field.
 */
export function withSamePasswords<
  V extends { senha: string; confirmarSenha: string },
  Out extends FieldValues,
>(resolver: Resolver<V, unknown, Out>, message: string): Resolver<V, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.senha === values.confirmarSenha || Object.keys(result.errors).length === 0) return result;
    const confirmarSenha = { type: 'validate', message };
    return { values: {}, errors: { ...result.errors, confirmarSenha } as FieldErrors<V> };
  };
}

const candidate = candidateSignupSchema.shape;
export const candidateFormSchema = z
  .object({
    nome: filled('Informe o nome.', candidate.nome),
    email: filled('Informe o e-mail.', candidate.email),
    telefone: filled('Informe o telefone.', candidate.telefone),
    cpf: filled('Informe o CPF.', candidate.cpf),
    // Optional: the shared rule takes '' as no date. The field holds the ISO date once the typed
    // dd/mm/aaaa is whole and real, else the text typed so far.
    dataNascimento: z
      .string()
      .refine((value) => value === '' || isIsoDate(value), { error: DATE_MESSAGE, abort: true })
      .transform((value): unknown => value)
      .pipe(candidate.dataNascimento),
    tipo_profissao: z.string().pipe(candidate.tipo_profissao),
    senha: filled('Informe a senha.', candidate.senha),
    confirmarSenha: z.string(),
  })
  .refine((v) => v.senha === v.confirmarSenha, samePasswords(CANDIDATE_MESSAGES.mismatch));

const clinic = clinicSignupSchema.shape;
export const clinicFormSchema = z
  .object({
    nome_fantasia: filled('Informe o nome fantasia.', clinic.nome_fantasia),
    cnpj: filled('Informe o CNPJ.', clinic.cnpj),
    telefone: filled('Informe o telefone.', clinic.telefone),
    email: filled('Informe o e-mail.', clinic.email),
    senha: filled('Informe a senha.', clinic.senha),
    confirmarSenha: z.string(),
  })
  .refine((v) => v.senha === v.confirmarSenha, samePasswords(CLINIC_MESSAGES.mismatch));

/** The spec's toast of a refused candidate form, in the spec's order; null if none applies. */
export function candidateFormToast(values: CandidateFormValues): string | null {
  if (!values.tipo_profissao) return CANDIDATE_MESSAGES.profession;
  if (values.senha !== values.confirmarSenha) return CANDIDATE_MESSAGES.mismatch;
  if (!values.nome.trim() || !values.email.trim()) return CANDIDATE_MESSAGES.nameAndEmail;
  return null;
}

/** The spec's toast of a refused clinic form; null if none applies. */
export function clinicFormToast(values: ClinicFormValues): string | null {
  return values.senha !== values.confirmarSenha ? CLINIC_MESSAGES.mismatch : null;
}

/**
 * The toast of a failed registration: 409 has its own text; otherwise the server's message,
 * error or detail, else 'Erro na requisição'; no answer: the generic text; anything else:
 * 'Erro desconhecido'.
 */
export function signupErrorMessage(error: unknown, texts: { conflict: string; failed: string }): string {
  if (isOutage(error)) return OUTAGE_MESSAGE;
  if (error instanceof ApiError) {
    if (error.status === 409) return texts.conflict;
    if (error.kind !== 'http') return texts.failed;
    return error.detail ?? 'Erro na requisição';
  }
  if (error instanceof Error) return texts.failed;
  return 'Erro desconhecido';
}
