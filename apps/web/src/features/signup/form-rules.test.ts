import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import {
  CANDIDATE_MESSAGES,
  type CandidateFormValues,
  CLINIC_MESSAGES,
  type ClinicFormValues,
  candidateFormSchema,
  candidateFormToast,
  clinicFormSchema,
  clinicFormToast,
  signupErrorMessage,
} from './form-rules';

/** The form's check as the resolver sees it: the first message of each field, or the payload. */
function firstMessages<S extends z.ZodType>(schema: S, values: unknown) {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return { errors, output: result.success ? (result.data as z.output<S>) : null };
}
const validateCandidateForm = (values: CandidateFormValues) => ({
  ...firstMessages(candidateFormSchema, values),
  toast: candidateFormToast(values),
});
const validateClinicForm = (values: ClinicFormValues) => ({
  ...firstMessages(clinicFormSchema, values),
  toast: clinicFormToast(values),
});

const candidate: CandidateFormValues = {
  nome: 'Ana Souza',
  email: ' Ana@Exemplo.com ',
  telefone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  dataNascimento: '1990-05-20',
  tipo_profissao: 'TSB',
  senha: 'segredo1',
  confirmarSenha: 'segredo1',
};

const clinic: ClinicFormValues = {
  nome_fantasia: 'Clínica Sorriso',
  cnpj: '11.222.333/0001-81',
  telefone: '1133334444',
  email: 'contato@sorriso.com.br',
  senha: 'segredo1',
  confirmarSenha: 'segredo1',
};

describe('candidate form rules', () => {
  it('answers the normalised payload when everything is right', () => {
    const check = validateCandidateForm(candidate);
    expect(check.errors).toEqual({});
    expect(check.toast).toBeNull();
    expect(check.output).toMatchObject({
      email: 'ana@exemplo.com',
      telefone: '11987654321',
      cpf: '52998224725',
      dataNascimento: '1990-05-20',
      tipo_profissao: 'TSB',
      senha: 'segredo1',
    });
  });

  it("requires a profession with the spec's toast", () => {
    const check = validateCandidateForm({ ...candidate, tipo_profissao: '' });
    expect(check.toast).toBe('Selecione sua profissão');
    expect(check.errors.tipo_profissao).toBe('Selecione sua profissão');
    expect(check.output).toBeNull();
  });

  it('refuses different passwords with the candidate text (no exclamation mark)', () => {
    const check = validateCandidateForm({ ...candidate, confirmarSenha: 'outra123' });
    expect(check.toast).toBe('As senhas não coincidem');
    expect(check.errors.confirmarSenha).toBe('As senhas não coincidem');
  });

  it('asks for name and e-mail', () => {
    const check = validateCandidateForm({ ...candidate, nome: ' ', email: '' });
    expect(check.toast).toBe('Nome e email são obrigatórios');
    expect(check.errors.nome).toBe('Informe o nome.');
    expect(check.errors.email).toBe('Informe o e-mail.');
  });

  it('checks CPF digits, phone length and password length with the shared messages', () => {
    const check = validateCandidateForm({
      ...candidate,
      cpf: '123.456.789-00',
      telefone: '(11) 9876',
      senha: '123',
      confirmarSenha: '123',
    });
    expect(check.errors).toEqual({
      cpf: 'CPF inválido.',
      telefone: 'Telefone deve ter 10 ou 11 dígitos, com DDD.',
      senha: 'A senha deve ter pelo menos 8 caracteres.',
    });
    expect(check.toast).toBeNull();
  });

  it('leaves the birth date optional', () => {
    const check = validateCandidateForm({ ...candidate, dataNascimento: '' });
    expect(check.errors).toEqual({});
    expect(check.output?.dataNascimento).toBeUndefined();
  });
});

describe('clinic form rules', () => {
  it('answers the normalised payload when everything is right', () => {
    const check = validateClinicForm(clinic);
    expect(check.errors).toEqual({});
    expect(check.output).toMatchObject({ cnpj: '11222333000181', telefone: '1133334444' });
  });

  it('refuses different passwords with the clinic text (with exclamation mark)', () => {
    const check = validateClinicForm({ ...clinic, confirmarSenha: 'x' });
    expect(check.toast).toBe('As senhas não coincidem!');
    expect(check.errors.confirmarSenha).toBe('As senhas não coincidem!');
    expect(check.output).toBeNull();
  });

  it('checks the CNPJ digits', () => {
    expect(validateClinicForm({ ...clinic, cnpj: '11.222.333/0001-82' }).errors).toEqual({
      cnpj: 'CNPJ inválido.',
    });
    expect(validateClinicForm({ ...clinic, cnpj: '' }).errors).toEqual({ cnpj: 'Informe o CNPJ.' });
  });
});

describe('signupErrorMessage', () => {
  it('has its own text for 409, per account type', () => {
    const conflict = new ApiError({ status: 409, detail: 'E-mail já cadastrado.' });
    expect(signupErrorMessage(conflict, CANDIDATE_MESSAGES)).toBe('Candidato já cadastrado no sistema');
    expect(signupErrorMessage(conflict, CLINIC_MESSAGES)).toBe('Clínica já cadastrada no sistema');
  });

  it("shows the server's message, else the spec's fallbacks", () => {
    expect(
      signupErrorMessage(
        new ApiError({ status: 422, detail: "Campo 'cpf': CPF inválido." }),
        CANDIDATE_MESSAGES,
      ),
    ).toBe("Campo 'cpf': CPF inválido.");
    expect(signupErrorMessage(new ApiError({ status: 500, detail: null }), CANDIDATE_MESSAGES)).toBe(
      'Erro na requisição',
    );
    expect(
      signupErrorMessage(new ApiError({ status: 0, detail: null, kind: 'timeout' }), CANDIDATE_MESSAGES),
    ).toBe('Sem conexão com o servidor. Seus dados continuam aqui; tente de novo.');
    expect(signupErrorMessage(new TypeError('x'), CLINIC_MESSAGES)).toBe('Erro ao cadastrar clínica');
    expect(signupErrorMessage({ weird: true }, CLINIC_MESSAGES)).toBe('Erro desconhecido');
  });
});
