// POST /auth_google/login/google {id_token}: login with a Google ID token (also under /api/v1).
import { googleUnknownAccountSchema, tokenAnswerSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { specPaths } from '../../plugins/route-paths';
import { GOOGLE_MESSAGES, googleLogin, googleVerifierFor } from './google-auth.service';

const bodySchema = z.object({
  id_token: z
    .string({ error: 'Não foi possível obter o id_token do Google.' })
    .trim()
    .min(1, { error: 'Não foi possível obter o id_token do Google.' })
    .max(8192),
});

export const googleAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { url, hide } of specPaths('/auth_google/login/google')) {
    app.post(
      url,
      {
        onRequest: policy.anyone,
        schema: {
          hide,
          tags: ['contas'],
          summary:
            'Login com Google: sessão para uma conta vinculada (ou de mesmo e-mail verificado); 404 se não houver conta.',
          body: bodySchema,
          response: {
            200: tokenAnswerSchema,
            401: errorSchema,
            403: errorSchema,
            404: googleUnknownAccountSchema,
            422: validationErrorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
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
      },
    );
  }
};
