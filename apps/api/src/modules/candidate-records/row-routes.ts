// The routes of a candidate's repeatable rows (formações, experiências), one shape for both
// (contract: packages/shared/src/contract/candidate-records.ts):
//   POST /<path>/   PUT|DELETE /<path>/{rowId}   GET /<path>/{candidateId}
//   PUT /api/v1/candidatos/{candidateId}/<listPath>   the whole list at once (the profile's editor)
// Only the candidate writes their rows (policy.candidateData, and the service checks the row's
// owner); they are read like the rest of the candidate's data (policy.readCandidate).
import { candidateRecordsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import * as service from './candidate-records.service';

/** What a list's replace writes each row with: the same calls as its single-row routes. */
const formacaoWriter = {
  create: service.createFormacao,
  update: service.updateFormacao,
  remove: service.deleteFormacao,
  listOf: service.formacoesOf,
};
const experienciaWriter = {
  create: service.createExperiencia,
  update: service.updateExperiencia,
  remove: service.deleteExperiencia,
  listOf: service.experienciasOf,
};

export const rowRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // --- formações ---
  mount(app, ops.postFormacaoCandidato, { onRequest: policy.candidateData }, async (request, reply) =>
    reply.code(201).send(await service.createFormacao(db, authUser(request), request.body)),
  );
  mount(app, ops.putFormacaoCandidatoById, { onRequest: policy.candidateData }, async (request) =>
    service.updateFormacao(db, authUser(request), request.params.id, request.body),
  );
  mount(app, ops.deleteFormacaoCandidatoById, { onRequest: policy.candidateData }, async (request, reply) => {
    await service.deleteFormacao(db, authUser(request), request.params.id);
    return reply.code(204).send(null);
  });
  mount(app, ops.getFormacaoCandidatoById, { onRequest: policy.readCandidate('id') }, async (request) =>
    service.formacoesOf(db, request.params.id),
  );
  mount(app, ops.putCandidatosByIdFormacoes, { onRequest: policy.candidateData }, async (request) => {
    const caller = authUser(request);
    await service.replaceRows(db, caller, request.params.id, request.body.itens, formacaoWriter);
    return service.formacoesOf(db, caller.id);
  });

  // --- experiências ---
  mount(app, ops.postExperienciaCandidato, { onRequest: policy.candidateData }, async (request, reply) =>
    reply.code(201).send(await service.createExperiencia(db, authUser(request), request.body)),
  );
  mount(app, ops.putExperienciaCandidatoById, { onRequest: policy.candidateData }, async (request) =>
    service.updateExperiencia(db, authUser(request), request.params.id, request.body),
  );
  mount(
    app,
    ops.deleteExperienciaCandidatoById,
    { onRequest: policy.candidateData },
    async (request, reply) => {
      await service.deleteExperiencia(db, authUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  mount(app, ops.getExperienciaCandidatoById, { onRequest: policy.readCandidate('id') }, async (request) =>
    service.experienciasOf(db, request.params.id),
  );
  mount(app, ops.putCandidatosByIdExperiencias, { onRequest: policy.candidateData }, async (request) => {
    const caller = authUser(request);
    await service.replaceRows(db, caller, request.params.id, request.body.itens, experienciaWriter);
    return service.experienciasOf(db, caller.id);
  });
};
