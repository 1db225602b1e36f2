// Job postings (modules/job-postings): the public list and page of a posting, the clinic's own
// postings, publishing, editing, closing and reopening, and the expiry e-mail's renew link.
import { z } from 'zod';
import { minhasVagasPageSchema, vagaDetailSchema, vagaPageSchema } from '../job-posting-answers';
import { pagingQuerySchema, vagaInputSchema, vagaListQuerySchema } from '../job-postings';
import { defineOperations, errorAnswers, privateErrors } from './operation';
import { idParams } from './params';

const tags = ['vagas'];

export const jobPostingsOperations = defineOperations({
  getVagasByIdRenovar: {
    method: 'GET',
    path: '/vagas/:id/renovar',
    schema: {
      tags,
      summary:
        'Renova a vaga por mais 60 dias pelo link assinado do e-mail de expiração (sem login; uma vez por link). Responde uma página HTML.',
      params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
      querystring: z.object({ token: z.string().max(200).optional() }),
    },
  },
  getVagas: {
    method: 'GET',
    path: '/vagas',
    schema: {
      tags,
      summary: 'Vagas abertas e não expiradas, da mais recente à mais antiga, com filtros (público).',
      querystring: vagaListQuerySchema,
      response: { 200: vagaPageSchema, ...errorAnswers(422) },
    },
  },
  getVagasMinhas: {
    method: 'GET',
    path: '/vagas/minhas',
    schema: {
      tags,
      summary: 'As vagas da clínica da sessão, abertas e encerradas, com as candidaturas em cada etapa.',
      querystring: pagingQuerySchema,
      response: { 200: minhasVagasPageSchema, ...privateErrors },
    },
  },
  getVagasById: {
    method: 'GET',
    path: '/vagas/:id',
    schema: {
      tags,
      summary:
        'Uma vaga: pública enquanto aberta; a clínica dona também a vê encerrada ou expirada. O candidato da sessão recebe a sua candidatura.',
      params: idParams,
      response: { 200: vagaDetailSchema, ...errorAnswers(404, 422) },
    },
  },
  postVagas: {
    method: 'POST',
    path: '/vagas',
    schema: {
      tags,
      // The days are VAGA_DAYS (default 60).
      summary: 'Publica uma vaga da clínica da sessão, aberta por 60 dias.',
      body: vagaInputSchema,
      response: { 201: z.object({ id: z.number().int() }), ...privateErrors },
    },
  },
  putVagasById: {
    method: 'PUT',
    path: '/vagas/:id',
    schema: {
      tags,
      summary: 'Altera a vaga (só a clínica dona).',
      params: idParams,
      body: vagaInputSchema,
      response: { 200: vagaDetailSchema, ...privateErrors },
    },
  },
  postVagasByIdEncerrar: {
    method: 'POST',
    path: '/vagas/:id/encerrar',
    schema: {
      tags,
      summary:
        'Encerra a vaga (só a clínica dona); quem ainda está no processo (candidaturas recebidas, em análise ou em entrevista) recebe um e-mail.',
      params: idParams,
      response: { 200: vagaDetailSchema, ...privateErrors },
    },
  },
  postVagasByIdReabrir: {
    method: 'POST',
    path: '/vagas/:id/reabrir',
    schema: {
      tags,
      // The days are VAGA_DAYS (default 60).
      summary: 'Reabre a vaga por mais 60 dias a partir de agora (só a clínica dona).',
      params: idParams,
      response: { 200: vagaDetailSchema, ...privateErrors },
    },
  },
});
