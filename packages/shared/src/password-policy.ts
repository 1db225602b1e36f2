/**
 * The password rule of new passwords (sign-up and reset), the part that needs no dictionary: a
 * length and "not only spaces". The strength check against common and easily guessed passwords
 * is in `@app/shared/password-strength` (its dictionaries weigh ~1 MB, so the web loads it on
 * demand). Logins accept any stored password: the rule applies only when one is chosen.
 * docs/decisions/0006-password-policy.md
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Informe a senha.',
  tooShort: `A senha deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  tooLong: `A senha deve ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`,
  onlySpaces: 'A senha não pode conter só espaços.',
  weak: 'Senha muito fácil de adivinhar. Use uma frase ou misture palavras, números e símbolos.',
  /** The rule, shown under the password fields. */
  rule: `Use pelo menos ${MIN_PASSWORD_LENGTH} caracteres; evite senhas comuns, sequências e seu nome ou e-mail.`,
} as const;

/** The problem of a new password that needs no dictionary to see, or null. */
export function basicPasswordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.trim() === '') return PASSWORD_MESSAGES.onlySpaces;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}
