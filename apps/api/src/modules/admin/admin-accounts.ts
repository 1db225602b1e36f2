// Administrators: created only by `npm run admin:create -- --email <e-mail> --nome <nome>`
// (src/cli/admin-create.ts), never by sign-up. The account has no password: the e-mail carries a
// single-use link to set one, the password-recovery token (60 minutes, /trocar_senha?token=…).
import { emailSchema, singleLineText } from '@app/shared';
import { z } from 'zod';
import { administradores } from '../../db/schema';
import type { AppDb } from '../../plugins/db';
import type { MailDelivery, Mailer, MailMessage } from '../../plugins/mail';
import { composeMail, withKind } from '../../plugins/mail-message';
import * as accounts from '../accounts/accounts.repo';
import { insertResetToken } from '../password-reset/password-reset.repo';
import { RESET_TOKEN_MINUTES } from '../password-reset/password-reset.service';
import { newToken, tokenHash } from '../sessions/sessions.service';

export const ADMIN_CREATE_MESSAGES = {
  emailTaken: 'Este e-mail já pertence a uma conta (candidato, clínica ou administrador). Use outro e-mail.',
  nome: 'Informe o nome do administrador (--nome).',
} as const;

export const adminCreateSchema = z.object({
  email: emailSchema,
  nome: singleLineText(ADMIN_CREATE_MESSAGES.nome).min(2, { error: ADMIN_CREATE_MESSAGES.nome }).max(150),
});

export class AdminCreateError extends Error {}

export interface Site {
  publicUrl: string;
  siteName: string;
}

export function adminInviteEmail(site: Site, to: string, nome: string, link: string): MailMessage {
  return withKind(
    'admin-invite',
    composeMail(
      to,
      `Seu acesso de administrador — ${site.siteName}`,
      [
        `Olá, ${nome},`,
        `Uma conta de administrador do ${site.siteName} foi criada para este e-mail.`,
        `Para entrar, crie a sua senha pelo link abaixo. Depois, entre sempre por ${site.publicUrl}/login.`,
        `O link expira em ${RESET_TOKEN_MINUTES} minutos e só pode ser usado uma vez. Se ele expirar, use "Esqueci minha senha" na página de login.`,
      ],
      link,
      'Criar minha senha',
      site.siteName,
    ),
  );
}

/**
 * Creates the administrator (no password) and e-mails the link that sets the password. Refuses an
 * e-mail that any account already uses (AdminCreateError). Returns the new account's id and where
 * the e-mail went (never the link: it carries a live token).
 */
export async function createAdministrator(
  db: AppDb,
  mailer: Pick<Mailer, 'sendMail'>,
  input: { email: string; nome: string },
  site: Site,
): Promise<{ id: number; delivery: MailDelivery }> {
  const parsed = adminCreateSchema.safeParse(input);
  if (!parsed.success) throw new AdminCreateError(parsed.error.issues.map((i) => i.message).join(' '));
  const { email, nome } = parsed.data;
  const token = newToken();
  const id = await db.transaction(async (tx) => {
    if (await accounts.emailTaken(tx, email)) throw new AdminCreateError(ADMIN_CREATE_MESSAGES.emailTaken);
    const user = await accounts.insertUser(tx, { tipo_usuario: 'admin', email, senha_hash: null });
    await tx.insert(administradores).values({ usuario_id: user.id, nome });
    await insertResetToken(tx, {
      usuario_id: user.id,
      token_hash: tokenHash(token),
      expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    });
    return user.id;
  });
  // convite=admin: the page titles itself for a new administrator (it is the same reset route).
  const link = `${site.publicUrl}/trocar_senha?token=${encodeURIComponent(token)}&convite=admin`;
  const delivery = await mailer.sendMail(adminInviteEmail(site, email, nome, link));
  return { id, delivery };
}
