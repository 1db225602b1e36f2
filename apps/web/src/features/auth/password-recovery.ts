import { ApiError, apiPost } from '../../lib/api';

/** Password recovery of spec 1 (sections 5, 7 and 8). */
export const RECOVERY_MESSAGES = {
  invalidEmail: 'Por favor, insira um e-mail válido.',
  sent: 'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  sendFailed: 'Não foi possível enviar o e-mail de recuperação. Tente novamente em instantes.',
  missingToken: 'Token inválido ou expirado. Solicite a recuperação novamente.',
  shortPassword: 'A nova senha deve ter pelo menos 6 caracteres.',
  changed: 'Senha alterada com sucesso! Você já pode fazer login com a nova senha.',
  changeFailed: 'Não foi possível trocar a senha. Tente novamente em instantes.',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

/** Whether a trimmed text looks like an e-mail address (something@domain.tld, no spaces). */
export function looksLikeEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/**
 * The message of a failed recovery call: the server's text, its detail (a string or a list of
 * {msg} joined by ' | ') or message (ApiError.detail holds that), else the fallback.
 */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind === 'http' && error.detail) return error.detail;
  return fallback;
}

/** POST /auth_reset/forgot-password?email= (no body). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiPost('/auth_reset/forgot-password', undefined, { query: { email: email.trim() }, token: null });
}

/** POST /auth_reset/reset-password?token=&nova_senha= (no body). */
export async function resetPassword(token: string, novaSenha: string): Promise<void> {
  await apiPost('/auth_reset/reset-password', undefined, {
    query: { token, nova_senha: novaSenha },
    token: null,
  });
}
