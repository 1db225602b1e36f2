// Password recovery, as the spec calls it: POST /auth_reset/forgot-password?email= and
// POST /auth_reset/reset-password?token=&nova_senha= (query parameters; a JSON body with the same
// names is accepted too). Also under /api/v1. Contract: packages/shared/src/contract/password-reset.ts.
import { forgotPasswordSchema, newPasswordSchema, PASSWORD_MESSAGES } from '@app/shared';
import { passwordResetOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { HttpError } from '../../plugins/errors';
import { allowEmptyJsonBody } from '../../plugins/json-body';
import { clientIp, keyedRateLimit } from '../../plugins/keyed-rate-limit';
import { mount } from '../../plugins/mount';
import { RESET_MESSAGES, requestPasswordReset, resetPassword } from './password-reset.service';

/** The valid, normalised e-mail of a forgot-password request, or null. */
function requestedEmail(request: { query: unknown; body: unknown }): string | null {
  const query = request.query as { email?: string } | undefined;
  const body = request.body as { email?: string } | undefined;
  const parsed = forgotPasswordSchema.safeParse({ email: query?.email ?? body?.email ?? '' });
  // Addresses are compared case-insensitively.
  return parsed.success ? parsed.data.email.toLowerCase() : null;
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  allowEmptyJsonBody(app);
  const { config } = app;
  const { rateLimits } = config;
  // One counter per IP for both calls, one per e-mail for the recovery e-mails.
  const perIp = keyedRateLimit(app, {
    name: 'senha-ip',
    max: rateLimits.resetPerIp,
    windowMs: rateLimits.windowMs,
    key: clientIp,
    message: RESET_MESSAGES.tooMany,
  });
  const perEmail = keyedRateLimit(app, {
    name: 'senha-email',
    max: rateLimits.resetPerEmail,
    windowMs: rateLimits.windowMs,
    key: (request) => {
      const email = requestedEmail(request);
      return email ? `email:${email}` : null;
    },
    message: RESET_MESSAGES.tooMany,
  });

  mount(
    app,
    ops.postAuthResetForgotPassword,
    { onRequest: [policy.anyone, perIp], preHandler: perEmail },
    async (request) => {
      const email = requestedEmail(request);
      if (!email)
        throw new HttpError(422, RESET_MESSAGES.invalidEmail, {
          fields: [{ field: 'email', code: 'field.invalid_format', message: RESET_MESSAGES.invalidEmail }],
        });
      // Answered before the lookup, the token and the e-mail (run in the background, failures
      // logged): the answer's time does not tell whether the account exists.
      const site = { publicUrl: config.publicUrl, siteName: config.site.name };
      app.mailer.sendInBackground(() => requestPasswordReset(app.db, email, site));
      return { detail: RESET_MESSAGES.requested };
    },
  );

  mount(app, ops.postAuthResetResetPassword, { onRequest: [policy.anyone, perIp] }, async (request) => {
    const token = (request.query.token ?? request.body?.token ?? '').trim();
    const password = request.query.nova_senha ?? request.body?.nova_senha ?? '';
    if (!token) throw new HttpError(400, RESET_MESSAGES.invalidToken, { code: 'auth.reset_token_invalid' });
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) {
      // The one rule of new passwords (packages/shared password-policy.ts), the field named.
      const message = checked.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort;
      throw new HttpError(422, message, [{ field: 'nova_senha', message }]);
    }
    await resetPassword(app.db, token, password);
    return { detail: RESET_MESSAGES.changed };
  });
};
