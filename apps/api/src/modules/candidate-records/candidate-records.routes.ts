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
  experienciaSchema,
  formacaoAnswerSchema,
  formacaoListAnswerSchema,
  formacaoSchema,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { specPaths } from '../../plugins/route-paths';
import { idParams } from './candidate-records.schemas';
import * as service from './candidate-records.service';

const tags = ['candidatos'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };
/** Reads by candidate id: also 429 when a clinic has opened its daily number of candidates. */
const readErrors = { ...errors, 429: errorSchema };

export const candidateRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // --- formação ---
  for (const { url, hide } of specPaths('/formacao_candidato')) {
    app.post(
      url,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Cria uma formação do candidato da sessão.',
          body: formacaoSchema,
          response: { 201: formacaoAnswerSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createFormacao(db, authUser(request), request.body)),
    );
    app.put(
      `${url}/:id`,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Altera uma formação (id da formação).',
          params: idParams,
          body: formacaoSchema,
          response: { 200: formacaoAnswerSchema, ...errors },
        },
      },
      async (request) => service.updateFormacao(db, authUser(request), request.params.id, request.body),
    );
    app.delete(
      `${url}/:id`,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Remove uma formação (id da formação).',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteFormacao(db, authUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      `${url}/:id`,
      {
        onRequest: policy.readCandidate('id'),
        schema: {
          hide,
          tags,
          security,
          summary: 'As formações de um candidato (id do candidato).',
          params: idParams,
          response: {
            200: formacaoListAnswerSchema,
            ...readErrors,
          },
        },
      },
      async (request) => service.formacoesOf(db, request.params.id),
    );
  }

  // --- experiência ---
  for (const { url, hide } of specPaths('/experiencia_candidato')) {
    app.post(
      url,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Cria uma experiência do candidato da sessão.',
          body: experienciaSchema,
          response: { 201: experienciaAnswerSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createExperiencia(db, authUser(request), request.body)),
    );
    app.put(
      `${url}/:id`,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Altera uma experiência (id da experiência).',
          params: idParams,
          body: experienciaSchema,
          response: { 200: experienciaAnswerSchema, ...errors },
        },
      },
      async (request) => service.updateExperiencia(db, authUser(request), request.params.id, request.body),
    );
    app.delete(
      `${url}/:id`,
      {
        onRequest: policy.candidateData,
        schema: {
          hide,
          tags,
          security,
          summary: 'Remove uma experiência (id da experiência).',
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteExperiencia(db, authUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      `${url}/:id`,
      {
        onRequest: policy.readCandidate('id'),
        schema: {
          hide,
          tags,
          security,
          summary: 'As experiências de um candidato (id do candidato).',
          params: idParams,
          response: {
            200: experienciaListAnswerSchema,
            ...readErrors,
          },
        },
      },
      async (request) => service.experienciasOf(db, request.params.id),
    );
  }

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
