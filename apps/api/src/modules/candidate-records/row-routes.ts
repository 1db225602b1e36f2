// The routes of a candidate's repeatable rows (formações, experiências), one shape for both:
//   POST /<path>/   PUT|DELETE /<path>/{rowId}   GET /<path>/{candidateId}
//   PUT /api/v1/candidatos/{candidateId}/<listPath>   the whole list at once (the profile's editor)
// Only the candidate writes their rows (policy.candidateData, and the service checks the row's
// owner); they are read like the rest of the candidate's data (policy.readCandidate).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/executor';
import { policy } from '../../plugins/access-policy';
import { type AuthUser, authUser } from '../../plugins/auth';
import { API_PREFIX, specPaths } from '../../plugins/route-paths';
import { idParams, recordRouteParts } from './candidate-records.schemas';
import { replaceRows } from './candidate-records.service';

/**
 * One kind of row. The answers are checked against `answer` and `listAnswer` when they are sent
 * (the serializer validates every response), which is why their types are not carried here.
 */
export interface RowResource<Body extends z.ZodType> {
  /** The spec's path, e.g. '/formacao_candidato'. */
  path: string;
  /** The row's name in the summaries: 'formação', 'formações'. */
  one: string;
  many: string;
  body: Body;
  answer: z.ZodType;
  listAnswer: z.ZodType;
  create(db: Executor, caller: AuthUser, payload: z.output<Body>): Promise<unknown>;
  update(db: Executor, caller: AuthUser, id: number, payload: z.output<Body>): Promise<unknown>;
  remove(db: Executor, caller: AuthUser, id: number): Promise<void>;
  listOf(db: Executor, candidateId: number): Promise<{ data: { id: number }[] }>;
  /** The whole list replaced at once: PUT /api/v1/candidatos/{id}/<listPath>. */
  listPath: string;
  listBody: z.ZodType<{ itens: ({ id?: number | null } & z.output<Body>)[] }>;
}

export function registerRowRoutes<Body extends z.ZodType>(
  fastify: FastifyInstance,
  resource: RowResource<Body>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { one, many } = resource;
  const { tags, security, errors, readErrors } = recordRouteParts;
  const common = { tags, security };
  for (const { url, hide } of specPaths(resource.path)) {
    app.post(
      url,
      {
        onRequest: policy.candidateData,
        schema: {
          ...common,
          hide,
          summary: `Cria uma ${one} do candidato da sessão.`,
          body: resource.body,
          response: { 201: resource.answer, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await resource.create(db, authUser(request), request.body as z.output<Body>)),
    );
    app.put(
      `${url}/:id`,
      {
        onRequest: policy.candidateData,
        schema: {
          ...common,
          hide,
          summary: `Altera uma ${one} (id da ${one}).`,
          params: idParams,
          body: resource.body,
          response: { 200: resource.answer, ...errors },
        },
      },
      async (request) =>
        resource.update(db, authUser(request), request.params.id, request.body as z.output<Body>),
    );
    app.delete(
      `${url}/:id`,
      {
        onRequest: policy.candidateData,
        schema: {
          ...common,
          hide,
          summary: `Remove uma ${one} (id da ${one}).`,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await resource.remove(db, authUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.get(
      `${url}/:id`,
      {
        onRequest: policy.readCandidate('id'),
        schema: {
          ...common,
          hide,
          summary: `As ${many} de um candidato (id do candidato).`,
          params: idParams,
          response: { 200: resource.listAnswer, ...readErrors },
        },
      },
      async (request) => resource.listOf(db, request.params.id),
    );
  }

  app.put(
    `${API_PREFIX}/candidatos/:id/${resource.listPath}`,
    {
      onRequest: policy.candidateData,
      schema: {
        ...common,
        summary: `Substitui as ${many} do candidato da sessão, de uma vez.`,
        description:
          `A lista inteira, na ordem: as ${many} com id são alteradas, as sem id criadas e as que ` +
          'faltam removidas, numa só transação (nada muda quando uma linha é recusada). ' +
          `Responde a lista como GET /${resource.path.replace(/^\//, '')}/{id}.`,
        params: idParams,
        body: resource.listBody,
        response: { 200: resource.listAnswer, ...errors },
      },
    },
    async (request) => {
      const caller = authUser(request);
      await replaceRows<z.output<Body> & object>(db, caller, request.params.id, request.body.itens, resource);
      return resource.listOf(db, caller.id);
    },
  );
}
