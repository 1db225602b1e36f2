import { ApiError } from '../../lib/api';
import { isOutage, OUTAGE_MESSAGE } from '../../lib/user-message';

/** The messages of the password recovery pages. */
export const RECOVERY_MESSAGES = {
  sent: 'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  sendFailed: 'Não foi possível enviar o e-mail de recuperação. Tente novamente em instantes.',
  missingToken: 'Token inválido ou expirado. Solicite a recuperação novamente.',
  changed: 'Senha alterada com sucesso! Você já pode fazer login com a nova senha.',
  changeFailed: 'Não foi possível trocar a senha. Tente novamente em instantes.',
} as const;

/**
 * The message of a failed recovery call: the server's text, its detail (a string or a list of
 * {msg} joined by ' | ') or message (ApiError.detail holds that), else the fallback.
 */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  if (isOutage(error)) return OUTAGE_MESSAGE;
  if (error instanceof ApiError && error.kind === 'http' && error.detail) return error.detail;
  return fallback;
}
