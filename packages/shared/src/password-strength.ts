/**
 * The strength half of the password rule: zxcvbn-ts with its common (passwords, diceware,
 * keyboard layouts) and Brazilian Portuguese dictionaries. Imported as
 * `@app/shared/password-strength`: the API checks sign-up and reset passwords with it, the web
 * loads it on demand (dynamic import) for the hint under the password fields.
 * docs/decisions/0006-password-policy.md
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { basicPasswordProblem, MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password-policy';

/** zxcvbn's score (0–4) a new password needs: 2 is "safe against throttled online guessing". */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordStrength = 'fraca' | 'razoável' | 'boa' | 'forte';

let factory: ZxcvbnFactory | undefined;
const zxcvbn = () => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return factory;
};

/**
 * Words of the user's own data (name, e-mail, documents) that make a password guessable:
 * each value, its parts ('maria.silva@x.com' -> 'maria', 'silva') and its words run together.
 */
function userWords(userInputs: readonly unknown[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const value = typeof input === 'string' ? input.trim().toLowerCase() : '';
    if (!value) continue;
    words.add(value);
    for (const part of value.split(/[\s@._+\-/]+/)) if (part.length >= 3) words.add(part);
    // Run together: 'Ana Souza' -> 'anasouza', 'ana.souza@x.com' -> 'anasouza'.
    const joined = value.split('@')[0]?.replace(/[\s._+\-/]+/g, '') ?? '';
    if (joined.length >= 3) words.add(joined);
    const digits = value.replace(/\D/g, '');
    if (digits.length >= 4) words.add(digits);
  }
  return [...words];
}

/** zxcvbn's score 0–4 (long inputs are scored on their first 128 characters). */
export function passwordScore(password: string, userInputs: readonly unknown[] = []): number {
  return zxcvbn().check(password.slice(0, MAX_PASSWORD_LENGTH), userWords(userInputs)).score;
}

/** The word shown by the strength hint for a score. */
export function strengthLabel(score: number): PasswordStrength {
  if (score >= 4) return 'forte';
  if (score === 3) return 'boa';
  if (score === MIN_PASSWORD_SCORE) return 'razoável';
  return 'fraca';
}

/**
 * The Portuguese message of what is wrong with a new password, or null when it may be used.
 * `userInputs`: the account's e-mail, name and documents, so 'maria123' is weak for Maria.
 */
export function passwordProblem(password: string, userInputs: readonly unknown[] = []): string | null {
  return (
    basicPasswordProblem(password) ??
    (passwordScore(password, userInputs) < MIN_PASSWORD_SCORE ? PASSWORD_MESSAGES.weak : null)
  );
}

/**
 * A zod superRefine callback that names `field` when the password is easy to guess, e.g.
 * `candidateSignupSchema.superRefine(strongPassword('senha', (v) => [v.email, v.nome]))`. The
 * length and blank checks are the field schema's own (passwordSchema), reported there once.
 */
export function strongPassword<T>(
  field: string,
  userInputsOf: (value: T) => readonly unknown[],
  passwordOf: (value: T) => string = (value) => String((value as Record<string, unknown>)[field] ?? ''),
) {
  return (
    value: T,
    ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
  ) => {
    const password = passwordOf(value);
    if (basicPasswordProblem(password)) return;
    const problem = passwordProblem(password, userInputsOf(value));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [field] });
  };
}
