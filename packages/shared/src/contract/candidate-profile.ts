// The candidate's whole profile and the one-request publish of the wizard (modules/candidate-profile),
// under /api/v1 only (the only path the spec shows for them):
//   GET  /usuario_candidato/{id}/full       the candidate, the records, photo link, views
//   POST /usuario_candidato/{id}/publicar   the whole wizard in one transaction
import { z } from 'zod';
import { candidateFullSchema } from '../schemas/candidate-answers';
import { candidatePublishSchema } from '../schemas/candidate-records';
import { defineOperations, errorAnswers, privateErrors } from './operation';
import { idParams } from './params';

const tags = ['candidatos'];
const fullQuery = z.object({
  visao: z
    .enum(['clinica'])
    .optional()
    .describe(
      "'clinica': a resposta exatamente como uma clínica a recebe (endereço sem rua, número, complemento e CEP; sem CPF), para o candidato ver o próprio perfil como as clínicas veem.",
    ),
});

export const candidateProfileOperations = defineOperations({
  getUsuarioCandidatoByIdFull: {
    method: 'GET',
    path: '/usuario_candidato/:id/full',
    schema: {
      tags,
      summary:
        'O candidato completo: formações, experiências, endereço, registro profissional, foto e visualizações.',
      params: idParams,
      querystring: fullQuery,
      response: { 200: candidateFullSchema, ...errorAnswers(401, 403, 404, 422, 429) },
    },
  },
  postUsuarioCandidatoByIdPublicar: {
    method: 'POST',
    path: '/usuario_candidato/:id/publicar',
    schema: {
      tags,
      summary:
        'Publica o currículo inteiro numa transação: substitui formações e experiências, grava endereço e registro profissional e registra o consentimento.',
      params: idParams,
      body: candidatePublishSchema,
      response: { 200: candidateFullSchema, ...privateErrors },
    },
  },
});
