// CEP lookup (modules/cep): the address of a CEP, for the address forms.
import { z } from 'zod';
import { cepAnswerSchema } from '../schemas/cep';
import { defineOperations, errorAnswers } from './operation';

export const cepOperations = defineOperations({
  getCepByCep: {
    method: 'GET',
    path: '/cep/:cep',
    schema: {
      tags: ['sistema'],
      summary:
        'O endereço de um CEP (rua, bairro, cidade, UF), para preencher os formulários; 404 se não existe, 503 se a consulta está indisponível.',
      params: z.object({ cep: z.string().max(20).describe('O CEP, com ou sem máscara.') }),
      response: { 200: cepAnswerSchema, ...errorAnswers(404, 422, 429, 503) },
    },
  },
});
