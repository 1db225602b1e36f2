// Password recovery (modules/password-reset), as the spec calls it: query parameters, or a JSON
// body with the same names; also at the spec's bare paths.
import { z } from 'zod';
import { detailAnswerSchema } from '../schemas/account-answers';
import { defineOperations, errorAnswers } from './operation';

const tags = ['contas'];
const optionalText = z.string().max(1024).optional();
// The e-mail is checked in the handler, to answer the spec's own message.
const forgotQuery = z.object({ email: z.string().optional() });
const forgotBody = z.object({ email: z.string().optional() }).nullish();
const resetQuery = z.object({ token: optionalText, nova_senha: optionalText });
const resetBody = z.object({ token: optionalText, nova_senha: optionalText }).nullish();

export const passwordResetOperations = defineOperations({
  postAuthResetForgotPassword: {
    method: 'POST',
    path: '/auth_reset/forgot-password',
    bare: true,
    schema: {
      tags,
      summary:
        'Envia por e-mail um link de redefinição de senha (válido por 60 minutos). Responde o mesmo para e-mails não cadastrados.',
      querystring: forgotQuery,
      body: forgotBody,
      response: { 200: detailAnswerSchema, ...errorAnswers(422, 429) },
    },
  },
  postAuthResetResetPassword: {
    method: 'POST',
    path: '/auth_reset/reset-password',
    bare: true,
    schema: {
      tags,
      summary:
        'Troca a senha com o token recebido por e-mail (uso único) e encerra todas as sessões do usuário.',
      querystring: resetQuery,
      body: resetBody,
      response: { 200: detailAnswerSchema, ...errorAnswers(400, 422, 429) },
    },
  },
});
