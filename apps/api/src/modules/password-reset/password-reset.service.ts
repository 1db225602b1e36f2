// Password recovery: a single-use token (32 random bytes, base64url; only its SHA-256 stored)
// valid for 60 minutes, sent by e-mail as a link to /trocar_senha?token=…; using it sets the new
// password, closes every open token of the user and ends all their sessions, in one transaction.
import { passwordProblem } from '@app/shared/password-strength';
import type { Executor } from '../../db/executor';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import type { MailMessage } from '../../plugins/mail';
import { hashPassword } from '../../plugins/passwords';
import * as accounts from '../accounts/accounts.repo';
import { forgetSessionsOf, newToken, revokeAllSessions, tokenHash } from '../sessions/sessions.service';
import * as repo from './password-reset.repo';

export const RESET_TOKEN_MINUTES = 60;

export const RESET_MESSAGES = {
  invalidEmail: 'Por favor, insira um e-mail válido.',
  requested: 'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  invalidToken: 'Token inválido ou expirado. Solicite a recuperação novamente.',
  changed: 'Senha alterada com sucesso! Você já pode fazer login com a nova senha.',
  tooMany: 'Muitas solicitações de recuperação de senha. Aguarde alguns minutos e tente novamente.',
} as const;

/**
 * For a registered e-mail, stores a new reset token and returns the e-mail to send; for an
 * unknown one, null (the caller answers the same either way).
 */
export async function requestPasswordReset(
  db: Executor,
  email: string,
  site: { publicUrl: string; siteName: string },
): Promise<MailMessage | null> {
  const user = await accounts.findUserByEmail(db, email);
  if (!user) return null;
  const token = newToken();
  await repo.insertResetToken(db, {
    usuario_id: user.id,
    token_hash: tokenHash(token),
    expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
  });
  const link = `${site.publicUrl}/trocar_senha?token=${encodeURIComponent(token)}`;
  return { to: user.email, kind: 'password-reset', ...resetEmail(link, site.siteName) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The recovery e-mail, in Portuguese (text and simple HTML). */
export function resetEmail(link: string, siteName: string): { subject: string; text: string; html: string } {
  const subject = `Redefinição de senha — ${siteName}`;
  const text = [
    'Olá,',
    '',
    `Recebemos um pedido para redefinir a senha da sua conta no ${siteName}.`,
    'Para criar uma nova senha, abra o link abaixo:',
    '',
    link,
    '',
    `O link expira em ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez.`,
    'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    '',
    `Equipe ${siteName}`,
  ].join('\n');
  const name = escapeHtml(siteName);
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR">
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>Olá,</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no ${name}.</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #0e7490; color: #ffffff; text-decoration: none; border-radius: 6px">Criar nova senha</a></p>
<p>Se o botão não funcionar, copie este endereço no navegador:<br><a href="${href}">${href}</a></p>
<p>O link expira em ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez.</p>
<p>Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.</p>
<p>Equipe ${name}</p>
</body>
</html>`;
  return { subject, text, html };
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sets the new password with a reset token; 400 when the token is unknown, used or expired, 422
 * when the password is easy to guess (password-strength, with the account's e-mail and name).
 */
export async function resetPassword(db: AppDb, token: string, newPassword: string): Promise<void> {
  const invalid = () => new HttpError(400, RESET_MESSAGES.invalidToken, { code: 'auth.reset_token_invalid' });
  if (!TOKEN_FORMAT.test(token)) throw invalid();
  const hash = tokenHash(token);
  const open = await repo.findOpenResetToken(db, hash);
  if (!open) throw invalid();
  const owner = await accounts.findProfileSummary(db, open.usuario_id);
  const problem = passwordProblem(newPassword, [owner?.email, owner?.nome, owner?.nome_fantasia]);
  if (problem) throw new HttpError(422, problem, [{ field: 'nova_senha', message: problem }]);
  const senhaHash = await hashPassword(newPassword);
  const usuarioId = await db.transaction(async (tx) => {
    // Checked again under the update: two concurrent resets cannot both use the token.
    const id = await repo.consumeResetToken(tx, open.id);
    if (id === null) throw invalid();
    await accounts.setPasswordHash(tx, id, senhaHash);
    await repo.closeOpenResetTokens(tx, id);
    await revokeAllSessions(tx, id);
    return id;
  });
  forgetSessionsOf(usuarioId);
}
