import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../password-policy';
import {
  candidateSignupSchema,
  clinicSignupSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  passwordSchema,
  resetPasswordSchema,
} from './accounts';

const candidate = {
  nome: 'Maria Souza',
  email: ' Maria@Example.com ',
  telefone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  dataNascimento: '15/03/1990',
  tipo_profissao: 'ASB',
  senha: 'Sorriso#Radiologia7',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('candidateSignupSchema', () => {
  it('normalises a valid candidate', () => {
    const parsed = candidateSignupSchema.parse(candidate);
    expect(parsed).toMatchObject({
      email: 'maria@example.com',
      telefone: '11987654321',
      cpf: '52998224725',
      dataNascimento: '1990-03-15',
    });
  });
  it('refuses a CPF with wrong check digits', () => {
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, cpf: '529.982.247-26' }))).toBe(
      'CPF inválido.',
    );
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, cpf: '111.111.111-11' }))).toBe(
      'CPF inválido.',
    );
  });
  it('refuses a bad e-mail, a short password, a 9-digit phone and an unknown profession', () => {
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, email: 'maria@' }))).toBe(
      'E-mail inválido.',
    );
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, senha: '1234567' }))).toBe(
      'A senha deve ter pelo menos 8 caracteres.',
    );
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, senha: '      ' }))).toBe(
      'A senha não pode conter só espaços.',
    );
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, senha: '          ' }))).toBe(
      'A senha não pode conter só espaços.',
    );
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, telefone: '119876543' }))).toBe(
      'Telefone deve ter 10 ou 11 dígitos, com DDD.',
    );
    expect(firstMessage(candidateSignupSchema.safeParse({ ...candidate, tipo_profissao: 'ABS' }))).toBe(
      'Selecione sua profissão',
    );
  });
  it('refuses impossible birth dates', () => {
    expect(
      firstMessage(candidateSignupSchema.safeParse({ ...candidate, dataNascimento: '31/02/1990' })),
    ).toBe('Data de nascimento inválida.');
    expect(
      firstMessage(candidateSignupSchema.safeParse({ ...candidate, dataNascimento: '2990-01-01' })),
    ).toBe('Data de nascimento fora do intervalo aceito.');
  });
});

describe('clinicSignupSchema', () => {
  const clinic = {
    nome_fantasia: 'Clínica Sorriso',
    cnpj: '11.222.333/0001-81',
    telefone: '1133334444',
    email: 'c@x.com',
    senha: 'Sorriso#Radiologia7',
  };
  it('accepts masked or bare CNPJs', () => {
    expect(clinicSignupSchema.parse(clinic).cnpj).toBe('11222333000181');
    expect(clinicSignupSchema.parse({ ...clinic, cnpj: '11222333000181' }).cnpj).toBe('11222333000181');
  });
  it('refuses a wrong CNPJ', () => {
    expect(firstMessage(clinicSignupSchema.safeParse({ ...clinic, cnpj: '11.222.333/0001-82' }))).toBe(
      'CNPJ inválido.',
    );
  });
});

describe('loginSchema', () => {
  it('needs both fields', () => {
    expect(loginSchema.safeParse({ email: '', senha: 'x' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.c', senha: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: '529.982.247-25', senha: 'x' }).success).toBe(true);
  });
});

describe('newPasswordSchema', () => {
  it('answers the one password rule of every new password (sign-ups and reset alike)', () => {
    for (const short of ['  abc  ', '12345', '1234567']) {
      expect(firstMessage(newPasswordSchema.safeParse(short))).toBe(PASSWORD_MESSAGES.tooShort);
      expect(firstMessage(passwordSchema.safeParse(short))).toBe(PASSWORD_MESSAGES.tooShort);
      expect(firstMessage(resetPasswordSchema.safeParse({ token: 't', nova_senha: short }))).toBe(
        'A senha deve ter pelo menos 8 caracteres.',
      );
    }
    expect(firstMessage(newPasswordSchema.safeParse('        '))).toBe(PASSWORD_MESSAGES.onlySpaces);
    expect(firstMessage(newPasswordSchema.safeParse(''))).toBe(PASSWORD_MESSAGES.required);
    expect(newPasswordSchema.safeParse('Sorriso#Radiologia7').success).toBe(true);
  });
});

describe('forgotPasswordSchema', () => {
  it('takes the trimmed e-mail as typed and refuses what does not look like one', () => {
    expect(forgotPasswordSchema.parse({ email: '  Ana@Exemplo.com.br ' })).toEqual({
      email: 'Ana@Exemplo.com.br',
    });
    for (const email of ['', 'ana@', 'ana@exemplo', 'ana exemplo@x.com']) {
      expect(firstMessage(forgotPasswordSchema.safeParse({ email }))).toBe(
        'Por favor, insira um e-mail válido.',
      );
    }
  });
});

describe('resetPasswordSchema', () => {
  it('needs the token and a new password of the policy', () => {
    expect(
      firstMessage(resetPasswordSchema.safeParse({ token: ' ', nova_senha: 'Sorriso#Radiologia7' })),
    ).toBe('Token inválido ou expirado. Solicite a recuperação novamente.');
    expect(firstMessage(resetPasswordSchema.safeParse({ token: 'abc', nova_senha: '12345' }))).toBe(
      PASSWORD_MESSAGES.tooShort,
    );
    // Kept as typed, as at sign-up and login (spaces are part of a password).
    expect(resetPasswordSchema.parse({ token: ' abc ', nova_senha: ' Sorriso#Radiologia7 ' })).toEqual({
      token: 'abc',
      nova_senha: ' Sorriso#Radiologia7 ',
    });
  });
});
