// The candidate's formações, experiências and address: only the candidate writes them, and they
// are read like the rest of the candidate's data (policy.readCandidate). Registered
// without a prefix: each route answers under /api/v1 and at the spec's bare path.
//   POST /formacao_candidato/            PUT|DELETE /formacao_candidato/{rowId}    GET /…/{candidateId}
//   POST /experiencia_candidato/         PUT|DELETE /experiencia_candidato/{rowId} GET /…/{candidateId}
//   POST /endereco_candidato/ (upsert)   PUT /endereco_candidato/{candidateId}     GET /…/{candidateId}
import {
  enderecoAnswerSchema,
  enderecoRecordAnswerSchema,
  enderecoSchema,
  experienciaAnswerSchema,
  experienciaListAnswerSchema,
  experienciaListReplaceSchema,
  experienciaSchema,
  formacaoAnswerSchema,
  formacaoListAnswerSchema,
  formacaoListReplaceSchema,
  formacaoSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { specPaths } from '../../plugins/route-paths';
import { idParams, recordRouteParts } from './candidate-records.schemas';
import * as service from './candidate-records.service';
import { registerRowRoutes } from './row-routes';

const { tags, security, errors, readErrors } = recordRouteParts;

export const candidateRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  registerRowRoutes(app, {
    path: '/formacao_candidato',
    one: 'formação',
    many: 'formações',
    body: formacaoSchema,
    answer: formacaoAnswerSchema,
    listAnswer: formacaoListAnswerSchema,
    create: service.createFormacao,
    update: service.updateFormacao,
    remove: service.deleteFormacao,
    listOf: service.formacoesOf,
    listPath: 'formacoes',
    listBody: formacaoListReplaceSchema,
  });
  registerRowRoutes(app, {
    path: '/experiencia_candidato',
    one: 'experiência',
    many: 'experiências',
    body: experienciaSchema,
    answer: experienciaAnswerSchema,
    listAnswer: experienciaListAnswerSchema,
    create: service.createExperiencia,
    update: service.updateExperiencia,
    remove: service.deleteExperiencia,
    listOf: service.experienciasOf,
    listPath: 'experiencias',
    listBody: experienciaListReplaceSchema,
  });

  // --- endereço (one per candidate; its id is the candidate's) ---
  for (const { url, hide } of specPaths('/endereco_candidato')) {
    app.post(
      url,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Grava o endereço do candidato da sessão (cria ou substitui).',
          body: enderecoSchema,
          response: { 200: enderecoAnswerSchema, 201: enderecoAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { answer, created } = await service.saveEndereco(db, authUser(request), request.body);
        return reply.code(created ? 201 : 200).send(answer);
      },
    );
    app.put(
      `${url}/:id`,
      {
        onRequest: policy.ownCandidate('id'),
        schema: {
          hide,
          tags,
          security,
          summary: 'Grava o endereço do candidato (id do candidato; cria ou substitui).',
          params: idParams,
          body: enderecoSchema,
          response: { 200: enderecoAnswerSchema, ...errors },
        },
      },
      async (request) => (await service.saveEndereco(db, authUser(request), request.body)).answer,
    );
    app.get(
      `${url}/:id`,
      {
        onRequest: policy.readCandidate('id'),
        schema: {
          hide,
          tags,
          security,
          summary: 'O endereço de um candidato (id do candidato).',
          params: idParams,
          response: {
            200: enderecoRecordAnswerSchema,
            ...readErrors,
          },
        },
      },
      async (request) => service.enderecoOf(db, authUser(request), request.params.id),
    );
  }
};
