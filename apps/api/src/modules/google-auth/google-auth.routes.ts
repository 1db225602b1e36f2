// POST /auth_google/login/google {id_token}: login with a Google ID token (also under /api/v1).
// Contract: packages/shared/src/contract/google-auth.ts.
import { googleAuthOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { mount } from '../../plugins/mount';
import { GOOGLE_MESSAGES, googleLogin, googleVerifierFor } from './google-auth.service';

export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  mount(app, ops.postAuthGoogleLoginGoogle, { onRequest: policy.anyone }, async (request, reply) => {
    const identity = await googleVerifierFor(app.config, app.log)(request.body.id_token);
    const result = await googleLogin(app.db, identity, app.config.sessionDays);
    if (result.kind === 'unknown') {
      return reply.code(404).send({
        detail: GOOGLE_MESSAGES.notFound,
        code: 'auth.google_account_unknown',
        email: result.email,
        nome: result.nome,
      });
    }
    return { access_token: result.token, token_type: 'bearer' as const };
  });
};
