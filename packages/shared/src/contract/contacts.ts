// Proposal requests (modules/contacts): POST /contatos, from anyone.
import { contatoCreatedSchema } from '../schemas/admin-answers';
import { contatoRequestSchema } from '../schemas/contacts';
import { defineOperations, errorAnswers } from './operation';

export const contactsOperations = defineOperations({
  postContatos: {
    method: 'POST',
    path: '/contatos',
    schema: {
      tags: ['contatos'],
      summary: 'Solicita uma proposta para um dos 14 serviços (público, limitado por endereço).',
      body: contatoRequestSchema,
      response: { 201: contatoCreatedSchema, ...errorAnswers(422, 429) },
    },
  },
});
