// Accounts (modules/accounts): sign-up, login, the current user and logout, each also at the
// spec's bare path.
import { strongPassword } from '../password-strength';
import {
  createdCandidateSchema,
  createdClinicSchema,
  currentUserSchema,
  detailAnswerSchema,
  tokenAnswerSchema,
} from '../schemas/account-answers';
import { candidateSignupSchema, clinicSignupSchema, loginSchema } from '../schemas/accounts';
import { defineOperations, errorAnswers } from './operation';

const tags = ['contas'];

// New passwords must not be easy to guess, the account's own data included (password-strength).
export const candidateSignupBody = candidateSignupSchema.superRefine(
  strongPassword('senha', (v: { email: string; nome: string; cpf: string }) => [v.email, v.nome, v.cpf]),
);
export const clinicSignupBody = clinicSignupSchema.superRefine(
  strongPassword('senha', (v: { email: string; nome_fantasia: string; cnpj: string }) => [
    v.email,
    v.nome_fantasia,
    v.cnpj,
  ]),
);

export const accountsOperations = defineOperations({
  postUsuarioCandidato: {
    method: 'POST',
    path: '/usuario_candidato',
    bare: true,
    schema: {
      tags,
      summary: 'Cadastra um candidato (usuário e candidato numa transação).',
      body: candidateSignupBody,
      response: { 201: createdCandidateSchema, ...errorAnswers(409, 422, 429) },
    },
  },
  postUsuarioClinica: {
    method: 'POST',
    path: '/usuario_clinica',
    bare: true,
    schema: {
      tags,
      summary: 'Cadastra uma clínica (usuário e clínica numa transação).',
      body: clinicSignupBody,
      response: { 201: createdClinicSchema, ...errorAnswers(409, 422, 429) },
    },
  },
  postUsuariosLogin: {
    method: 'POST',
    path: '/usuarios/login',
    bare: true,
    schema: {
      tags,
      summary: 'Login por e-mail ou CPF (com ou sem máscara) e senha; abre uma sessão.',
      body: loginSchema,
      response: { 200: tokenAnswerSchema, ...errorAnswers(401, 403, 422, 429) },
    },
  },
  getUsuariosMe: {
    method: 'GET',
    path: '/usuarios/me',
    bare: true,
    schema: {
      tags,
      summary: 'O usuário da sessão.',
      response: { 200: currentUserSchema, ...errorAnswers(401) },
    },
  },
  postUsuariosLogout: {
    method: 'POST',
    path: '/usuarios/logout',
    bare: true,
    schema: {
      tags,
      summary: 'Encerra a sessão do token enviado.',
      response: { 200: detailAnswerSchema, ...errorAnswers(401) },
    },
  },
});
