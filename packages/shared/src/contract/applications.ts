// Applications (modules/applications): a candidate applies to a posting and follows its
// applications; the posting's clinic lists its applicants and moves each along the pipeline.
import {
  applicantsPageSchema,
  candidaturaStateSchema,
  minhasCandidaturasPageSchema,
} from '../job-posting-answers';
import {
  applicantsQuerySchema,
  candidaturaInputSchema,
  candidaturaStatusInputSchema,
  pagingQuerySchema,
} from '../job-postings';
import { defineOperations, errorAnswers } from './operation';
import { idParams } from './params';

const tags = ['candidaturas'];
const errors = errorAnswers(401, 403, 404, 409, 422);

export const applicationsOperations = defineOperations({
  postVagasByIdCandidaturas: {
    method: 'POST',
    path: '/vagas/:id/candidaturas',
    schema: {
      tags,
      summary:
        'Candidata-se à vaga com o perfil publicado (mensagem opcional); 409 se já candidatado, 422 se a vaga estiver encerrada ou expirada ou o perfil não estiver publicado.',
      params: idParams,
      body: candidaturaInputSchema,
      response: { 201: candidaturaStateSchema, ...errors },
    },
  },
  getVagasByIdCandidaturas: {
    method: 'GET',
    path: '/vagas/:id/candidaturas',
    schema: {
      tags,
      summary:
        'As candidaturas da vaga (só a clínica dona), com o cartão do candidato e o match; filtro por status, ordem por match ou data.',
      params: idParams,
      querystring: applicantsQuerySchema,
      response: { 200: applicantsPageSchema, ...errors },
    },
  },
  patchCandidaturasById: {
    method: 'PATCH',
    path: '/candidaturas/:id',
    schema: {
      tags,
      summary:
        "Muda a etapa da candidatura: a clínica avança no processo; o candidato só pode definir 'retirada'.",
      params: idParams,
      body: candidaturaStatusInputSchema,
      response: { 200: candidaturaStateSchema, ...errors },
    },
  },
  postCandidaturasByIdDesfazer: {
    method: 'POST',
    path: '/candidaturas/:id/desfazer',
    schema: {
      tags,
      summary:
        'A clínica desfaz a sua última mudança de etapa da candidatura, dentro do prazo informado em desfazer_ate: a candidatura volta à etapa anterior e o candidato não recebe e-mail. 422 depois do prazo.',
      params: idParams,
      response: { 200: candidaturaStateSchema, ...errors },
    },
  },
  getCandidaturasMinhas: {
    method: 'GET',
    path: '/candidaturas/minhas',
    schema: {
      tags,
      summary: 'As candidaturas do candidato da sessão, com o resumo de cada vaga e a etapa.',
      querystring: pagingQuerySchema,
      response: { 200: minhasCandidaturasPageSchema, ...errors },
    },
  },
});
