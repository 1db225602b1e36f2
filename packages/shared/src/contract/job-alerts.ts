// Job alerts (modules/job-alerts): a candidate's saved /vagas filters, and the e-mail's one-click
// unsubscribe (a page for the link, 204 for RFC 8058's POST).
import { z } from 'zod';
import { ALERTAS_MAX } from '../job-alert-values';
import { alertaInputSchema, alertaListSchema } from '../job-alerts';
import { defineOperations, errorAnswers, privateErrors } from './operation';
import { idParams } from './params';

const tags = ['alertas'];
const errors = errorAnswers(401, 403, 422);
const unsubscribeQuery = z.object({
  token: z.string().max(200).optional().describe('O token do link do e-mail.'),
});

export const jobAlertsOperations = defineOperations({
  postAlertas: {
    method: 'POST',
    path: '/alertas',
    schema: {
      tags,
      summary: `Cria um alerta de vagas com os filtros de /vagas (só candidatos; no máximo ${ALERTAS_MAX}). 'imediata': um e-mail por vaga nova; 'diaria': um resumo por dia.`,
      body: alertaInputSchema,
      response: { 201: z.object({ id: z.number().int() }), ...errors },
    },
  },
  getAlertas: {
    method: 'GET',
    path: '/alertas',
    schema: {
      tags,
      summary: 'Os alertas de vagas do candidato da sessão, do mais antigo ao mais novo.',
      response: { 200: alertaListSchema, ...errors },
    },
  },
  deleteAlertasById: {
    method: 'DELETE',
    path: '/alertas/:id',
    schema: {
      tags,
      summary: 'Exclui um alerta do candidato da sessão (404 para o alerta de outra pessoa).',
      params: idParams,
      response: { 204: z.null().describe('Excluído.'), ...privateErrors },
    },
  },
  getAlertasCancelar: {
    method: 'GET',
    path: '/alertas/cancelar',
    schema: {
      tags,
      summary:
        'Cancela o alerta pelo link do e-mail, sem login (o alerta é excluído). Responde uma página HTML.',
      querystring: unsubscribeQuery,
    },
  },
  postAlertasCancelar: {
    method: 'POST',
    path: '/alertas/cancelar',
    schema: {
      tags,
      summary: 'Cancela o alerta em um clique (RFC 8058, List-Unsubscribe-Post), sem login.',
      querystring: unsubscribeQuery,
      response: { 204: z.null().describe('Cancelado.'), ...errorAnswers(400) },
    },
  },
});
