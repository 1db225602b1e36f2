import {
  type CandidateSignup,
  type ClinicSignup,
  candidateSignupSchema,
  clinicSignupSchema,
} from '@app/shared';
import { type FieldMessages, parseFields, type Validation } from '../../lib/form-validation';

/**
 * The client rules of the two registration forms (spec 1, section 5), on top of the shared
 * schemas the API also uses. The spec's own messages come first: they are also toasted.
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

/** Messages of required fields left empty (clearer than the format messages). */
const REQUIRED: Record<string, string> = {
  nome: 'Informe o nome.',
  nome_fantasia: 'Informe o nome fantasia.',
  email: 'Informe o e-mail.',
  telefone: 'Informe o telefone.',
  cpf: 'Informe o CPF.',
  cnpj: 'Informe o CNPJ.',
  senha: 'Informe a senha.',
};

function requiredMessages(values: object, errors: FieldMessages): void {
  for (const [name, value] of Object.entries(values)) {
    if (REQUIRED[name] && typeof value === 'string' && value.trim() === '') errors[name] = REQUIRED[name];
  }
}

export type FormCheck<V, Out> = Validation<V, Out> & {
  /** The spec's message to toast, if a spec rule failed. */
  toast: string | null;
};

export function validateCandidateForm(
  values: CandidateFormValues,
): FormCheck<CandidateFormValues, CandidateSignup> {
  const { confirmarSenha, ...fields } = values;
  const parsed = parseFields(candidateSignupSchema, fields);
  const errors: FieldMessages = { ...parsed.errors };
  requiredMessages(fields, errors);
  const noProfession = !values.tipo_profissao;
  if (noProfession) errors.tipo_profissao = CANDIDATE_MESSAGES.profession;
  const mismatch = values.senha !== confirmarSenha;
  if (mismatch) errors.confirmarSenha = CANDIDATE_MESSAGES.mismatch;
  const missingNameOrEmail = !values.nome.trim() || !values.email.trim();
  const toast = noProfession
    ? CANDIDATE_MESSAGES.profession
    : mismatch
      ? CANDIDATE_MESSAGES.mismatch
      : missingNameOrEmail
        ? CANDIDATE_MESSAGES.nameAndEmail
        : null;
  const ok = Object.keys(errors).length === 0;
  return { errors, output: ok ? parsed.data : null, toast };
}

export function validateClinicForm(values: ClinicFormValues): FormCheck<ClinicFormValues, ClinicSignup> {
  const { confirmarSenha, ...fields } = values;
  const parsed = parseFields(clinicSignupSchema, fields);
  const errors: FieldMessages = { ...parsed.errors };
  requiredMessages(fields, errors);
  const mismatch = values.senha !== confirmarSenha;
  if (mismatch) errors.confirmarSenha = CLINIC_MESSAGES.mismatch;
  const ok = Object.keys(errors).length === 0;
  return { errors, output: ok ? parsed.data : null, toast: mismatch ? CLINIC_MESSAGES.mismatch : null };
}
