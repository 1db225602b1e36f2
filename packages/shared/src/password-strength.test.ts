import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PASSWORD_MESSAGES } from './password-policy';
import { passwordProblem, passwordScore, strengthLabel, strongPassword } from './password-strength';

describe('passwordProblem', () => {
  it('refuses short, blank and common passwords with a Portuguese message', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('123456')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('      ')).toBe(PASSWORD_MESSAGES.onlySpaces);
    expect(passwordProblem('          ')).toBe(PASSWORD_MESSAGES.onlySpaces);
    for (const common of ['12345678', 'senha123', 'qwertyuiop', 'abcd1234', 'brasil2024', 'amorzinho'])
      expect(passwordProblem(common), common).toBe(PASSWORD_MESSAGES.weak);
  });

  it("refuses a password made of the user's own name or e-mail", () => {
    const inputs = ['Zuleica Tavorinha', 'zuleica.tavorinha@exemplo.com.br'];
    for (const own of ['Tavorinha2024', 'zuleicatavorinha']) {
      expect(passwordProblem(own), own).toBeNull();
      expect(passwordProblem(own, inputs), own).toBe(PASSWORD_MESSAGES.weak);
    }
  });

  it('accepts passphrases and mixed passwords', () => {
    for (const good of ['cavalo bateria grampo', 'Sorriso#Radiologia7', 'Tecnico-Raio-X-2025'])
      expect(passwordProblem(good), good).toBeNull();
  });
});

describe('strengthLabel', () => {
  it('names the four levels', () => {
    expect([0, 1, 2, 3, 4].map(strengthLabel)).toEqual(['fraca', 'fraca', 'razoável', 'boa', 'forte']);
    expect(strengthLabel(passwordScore('cavalo bateria grampo'))).toBe('forte');
  });
});

describe('strongPassword', () => {
  it('names the field in a zod refinement', () => {
    const schema = z
      .object({ email: z.string(), senha: z.string() })
      .superRefine(strongPassword('senha', (v: { email: string }) => [v.email]));
    const result = schema.safeParse({ email: 'a@b.com', senha: 'senha123' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['senha'], message: PASSWORD_MESSAGES.weak });
    expect(schema.safeParse({ email: 'a@b.com', senha: 'cavalo bateria grampo' }).success).toBe(true);
  });
});
