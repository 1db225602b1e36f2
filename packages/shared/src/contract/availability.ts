// The candidate's availability (modules/availability): its state, the site's confirmation and the
// e-mail's one-click link (a page).
import { z } from 'zod';
import { disponibilidadeSchema } from '../job-alerts';
import { defineOperations, errorAnswers, privateErrors } from './operation';

const tags = ['candidatos'];

export const availabilityOperations = defineOperations({
  getDisponibilidade: {
    method: 'GET',
    path: '/disponibilidade',
    schema: {
      tags,
      summary:
        "A disponibilidade do candidato da sessão: a última confirmação, a pergunta 'Você ainda está disponível?' pendente e se o perfil saiu da lista das clínicas por falta de resposta.",
      response: { 200: disponibilidadeSchema, ...errorAnswers(401, 403, 422) },
    },
  },
  postDisponibilidadeConfirmar: {
    method: 'POST',
    path: '/disponibilidade/confirmar',
    schema: {
      tags,
      summary:
        "'Sim, estou disponível': confirma a disponibilidade e volta o perfil à lista das clínicas (perfil publicado).",
      response: { 200: disponibilidadeSchema, ...privateErrors },
    },
  },
  getDisponibilidadeConfirmar: {
    method: 'GET',
    path: '/disponibilidade/confirmar',
    schema: {
      tags,
      summary:
        "Confirma a disponibilidade pelo link assinado do e-mail 'Você ainda está disponível?' (sem login). Responde uma página HTML.",
      querystring: z.object({
        token: z.string().max(200).optional().describe('O token do link do e-mail.'),
      }),
    },
  },
});
