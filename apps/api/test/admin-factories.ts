// Shortcuts for the back-office tests: an administrator created the only way there is (the CLI's
// function, then the e-mailed link that sets the password), and the calls of /api/v1/admin.
import { expect } from 'vitest';
import type { App } from '../src/app';
import { createAdministrator } from '../src/modules/admin/admin-accounts';
import { bearer, newEmail, type OutboxMail, waitForOutbox } from './factories';
import type { TestApp } from './helper';

export const ADMIN_PASSWORD = 'Painel#Administracao-2026';

const seen = new Set<string>();

/** The newest unseen e-mail to `to` in the outbox. */
export async function mailTo(t: TestApp, to: string, match: (m: OutboxMail) => boolean = () => true) {
  const isNew = (m: OutboxMail) => m.to === to && !seen.has(m.file) && match(m);
  const mail = (await waitForOutbox(t.config.dataDir, isNew)).find(isNew);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  seen.add(mail?.file ?? '');
  return mail as OutboxMail;
}

export const site = (t: TestApp) => ({ publicUrl: t.config.publicUrl, siteName: t.config.site.name });

/** Creates an administrator with the CLI's function, sets the password through the link, logs in. */
export async function createAdmin(t: TestApp, nome = 'Ana Administradora') {
  const email = newEmail('admin');
  const { id } = await createAdministrator(t.app.db, t.app.mailer, { email, nome }, site(t));
  const mail = await mailTo(t, email);
  const token = /\/trocar_senha\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
  const reset = await t.app.inject({
    method: 'POST',
    url: '/auth_reset/reset-password',
    query: { token, nova_senha: ADMIN_PASSWORD },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/usuarios/login',
    payload: { email, senha: ADMIN_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const headers = bearer(login.json().access_token as string);
  return { id, email, nome, headers };
}

/** A call of the back office as `headers` (none: a visitor). */
export const adminCall = (
  app: App,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers?: { authorization: string },
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/v1/admin${url}`,
    ...(headers ? { headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
