// The candidate's formações, experiências and address (modules/candidate-records): only the
// candidate writes them (the service checks the row's owner), and they are read like the rest of
// the candidate's data. Each answers under /api/v1 and at the spec's bare path.
//   POST /formacao_candidato/            PUT|DELETE /formacao_candidato/{rowId}    GET /…/{candidateId}
//   POST /experiencia_candidato/         PUT|DELETE /experiencia_candidato/{rowId} GET /…/{candidateId}
//   POST /endereco_candidato/ (upsert)   PUT /endereco_candidato/{candidateId}     GET /…/{candidateId}
//   PUT /api/v1/candidatos/{candidateId}/formacoes|experiencias   the whole list at once
import { z } from 'zod';
import {
  enderecoAnswerSchema,
  enderecoRecordAnswerSchema,
  experienciaAnswerSchema,
  experienciaListAnswerSchema,
  formacaoAnswerSchema,
  formacaoListAnswerSchema,
} from '../schemas/candidate-answers';
import {
  enderecoSchema,
  experienciaListReplaceSchema,
  experienciaSchema,
  formacaoListReplaceSchema,
  formacaoSchema,
} from '../schemas/candidate-records';
import { defineOperations, errorAnswers, type OperationSpec, privateErrors } from './operation';
import { idParams } from './params';

const tags = ['candidatos'];
/** Reads by candidate id: also 429 when a clinic has opened its daily number of candidates. */
const readErrors = errorAnswers(401, 403, 404, 422, 429);

/** One kind of repeatable row (formações, experiências): the same five operations for each. */
interface RowKind<
  Body extends z.ZodType,
  Answer extends z.ZodType,
  List extends z.ZodType,
  ListBody extends z.ZodType,
> {
  /** The spec's path, e.g. '/formacao_candidato'. */
  path: string;
  /** The row's name in the summaries: 'formação', 'formações'. */
  one: string;
  many: string;
  body: Body;
  answer: Answer;
  listAnswer: List;
  /** The whole list replaced at once: PUT /api/v1/candidatos/{id}/<listPath>. */
  listPath: string;
  listBody: ListBody;
}

function rowOperations<
  Body extends z.ZodType,
  Answer extends z.ZodType,
  List extends z.ZodType,
  ListBody extends z.ZodType,
>(row: RowKind<Body, Answer, List, ListBody>) {
  const { path, one, many } = row;
  return {
    create: {
      method: 'POST',
      path,
      bare: true,
      schema: {
        tags,
        summary: `Cria uma ${one} do candidato da sessão.`,
        body: row.body,
        response: { 201: row.answer, ...privateErrors },
      },
    } satisfies OperationSpec,
    update: {
      method: 'PUT',
      path: `${path}/:id`,
      bare: true,
      schema: {
        tags,
        summary: `Altera uma ${one} (id da ${one}).`,
        params: idParams,
        body: row.body,
        response: { 200: row.answer, ...privateErrors },
      },
    } satisfies OperationSpec,
    remove: {
      method: 'DELETE',
      path: `${path}/:id`,
      bare: true,
      schema: {
        tags,
        summary: `Remove uma ${one} (id da ${one}).`,
        params: idParams,
        response: { 204: z.null(), ...privateErrors },
      },
    } satisfies OperationSpec,
    list: {
      method: 'GET',
      path: `${path}/:id`,
      bare: true,
      schema: {
        tags,
        summary: `As ${many} de um candidato (id do candidato).`,
        params: idParams,
        response: { 200: row.listAnswer, ...readErrors },
      },
    } satisfies OperationSpec,
    replace: {
      method: 'PUT',
      path: `/candidatos/:id/${row.listPath}`,
      schema: {
        tags,
        summary: `Substitui as ${many} do candidato da sessão, de uma vez.`,
        description:
          `A lista inteira, na ordem: as ${many} com id são alteradas, as sem id criadas e as que ` +
          'faltam removidas, numa só transação (nada muda quando uma linha é recusada). ' +
          `Responde a lista como GET /${path.replace(/^\//, '')}/{id}.`,
        params: idParams,
        body: row.listBody,
        response: { 200: row.listAnswer, ...privateErrors },
      },
    } satisfies OperationSpec,
  };
}

const formacao = rowOperations({
  path: '/formacao_candidato',
  one: 'formação',
  many: 'formações',
  body: formacaoSchema,
  answer: formacaoAnswerSchema,
  listAnswer: formacaoListAnswerSchema,
  listPath: 'formacoes',
  listBody: formacaoListReplaceSchema,
});

const experiencia = rowOperations({
  path: '/experiencia_candidato',
  one: 'experiência',
  many: 'experiências',
  body: experienciaSchema,
  answer: experienciaAnswerSchema,
  listAnswer: experienciaListAnswerSchema,
  listPath: 'experiencias',
  listBody: experienciaListReplaceSchema,
});

export const candidateRecordsOperations = defineOperations({
  postFormacaoCandidato: formacao.create,
  putFormacaoCandidatoById: formacao.update,
  deleteFormacaoCandidatoById: formacao.remove,
  getFormacaoCandidatoById: formacao.list,
  putCandidatosByIdFormacoes: formacao.replace,
  postExperienciaCandidato: experiencia.create,
  putExperienciaCandidatoById: experiencia.update,
  deleteExperienciaCandidatoById: experiencia.remove,
  getExperienciaCandidatoById: experiencia.list,
  putCandidatosByIdExperiencias: experiencia.replace,

  // --- endereço (one per candidate; its id is the candidate's) ---
  postEnderecoCandidato: {
    method: 'POST',
    path: '/endereco_candidato',
    bare: true,
    schema: {
      tags,
      summary: 'Grava o endereço do candidato da sessão (cria ou substitui).',
      body: enderecoSchema,
      response: { 200: enderecoAnswerSchema, 201: enderecoAnswerSchema, ...privateErrors },
    },
  },
  putEnderecoCandidatoById: {
    method: 'PUT',
    path: '/endereco_candidato/:id',
    bare: true,
    schema: {
      tags,
      summary: 'Grava o endereço do candidato (id do candidato; cria ou substitui).',
      params: idParams,
      body: enderecoSchema,
      response: { 200: enderecoAnswerSchema, ...privateErrors },
    },
  },
  getEnderecoCandidatoById: {
    method: 'GET',
    path: '/endereco_candidato/:id',
    bare: true,
    schema: {
      tags,
      summary: 'O endereço de um candidato (id do candidato).',
      params: idParams,
      response: { 200: enderecoRecordAnswerSchema, ...readErrors },
    },
  },
});
