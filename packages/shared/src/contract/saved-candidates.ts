// A clinic's saved candidates (modules/saved-candidates), private to that clinic.
import { z } from 'zod';
import { defineOperations, errorAnswers } from './operation';
import { idParam } from './params';

const tags = ['candidatos'];
const params = z.object({ candidatoId: idParam.describe('Id do candidato.') });

export const savedCandidatesOperations = defineOperations({
  putCandidatosSalvosByCandidatoId: {
    method: 'PUT',
    path: '/candidatos_salvos/:candidatoId',
    schema: {
      tags,
      summary: 'Salva um candidato publicado na lista da clínica (só ela a vê).',
      params,
      response: { 204: z.null(), ...errorAnswers(401, 403, 404, 422) },
    },
  },
  deleteCandidatosSalvosByCandidatoId: {
    method: 'DELETE',
    path: '/candidatos_salvos/:candidatoId',
    schema: {
      tags,
      summary: 'Tira um candidato da lista de salvos da clínica.',
      params,
      response: { 204: z.null(), ...errorAnswers(401, 403, 422) },
    },
  },
});
