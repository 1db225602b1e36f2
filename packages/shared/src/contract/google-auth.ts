// Google sign-in (modules/google-auth): POST /auth_google/login/google {id_token}, also at the
// spec's bare path.
import { z } from 'zod';
import { googleUnknownAccountSchema, tokenAnswerSchema } from '../schemas/account-answers';
import { defineOperations, errorAnswers } from './operation';

const googleLoginBody = z.object({
  id_token: z
    .string({ error: 'Não foi possível obter o id_token do Google.' })
    .trim()
    .min(1, { error: 'Não foi possível obter o id_token do Google.' })
    .max(8192),
});

export const googleAuthOperations = defineOperations({
  postAuthGoogleLoginGoogle: {
    method: 'POST',
    path: '/auth_google/login/google',
    bare: true,
    schema: {
      tags: ['contas'],
      summary:
        'Login com Google: sessão para uma conta vinculada (ou de mesmo e-mail verificado); 404 se não houver conta.',
      body: googleLoginBody,
      response: {
        200: tokenAnswerSchema,
        ...errorAnswers(401, 403, 422, 503),
        404: googleUnknownAccountSchema,
      },
    },
  },
});
