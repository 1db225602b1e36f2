// The personal strip of /home (modules/account-summary).
import { accountSummarySchema } from '../schemas/account-summary';
import { defineOperations, errorAnswers } from './operation';

export const accountSummaryOperations = defineOperations({
  getUsuariosMeResumo: {
    method: 'GET',
    path: '/usuarios/me/resumo',
    schema: {
      tags: ['contas'],
      summary:
        'Resumo pessoal da página inicial: para o candidato, perfil publicado e visualizações dos últimos 7 dias; para a clínica, candidaturas novas e vagas abertas.',
      response: { 200: accountSummarySchema, ...errorAnswers(401, 403) },
    },
  },
});
