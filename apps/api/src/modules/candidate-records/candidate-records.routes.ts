// The candidate's formações, experiências and address: only the candidate writes them, and they
// are read like the rest of the candidate's data (policy.readCandidate). Each route answers under
// /api/v1 and at the spec's bare path (contract: packages/shared/src/contract/candidate-records.ts).
//   POST /formacao_candidato/            PUT|DELETE /formacao_candidato/{rowId}    GET /…/{candidateId}
//   POST /experiencia_candidato/         PUT|DELETE /experiencia_candidato/{rowId} GET /…/{candidateId}
//   POST /endereco_candidato/ (upsert)   PUT /endereco_candidato/{candidateId}     GET /…/{candidateId}
import { candidateRecordsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import * as service from './candidate-records.service';
import { rowRoutes } from './row-routes';

export const candidateRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  await app.register(rowRoutes);

  // --- endereço (one per candidate; its id is the candidate's) ---
  mount(app, ops.postEnderecoCandidato, { onRequest: policy.candidateData }, async (request, reply) => {
    const { answer, created } = await service.saveEndereco(db, authUser(request), request.body);
    return reply.code(created ? 201 : 200).send(answer);
  });
  mount(
    app,
    ops.putEnderecoCandidatoById,
    { onRequest: policy.ownCandidate('id') },
    async (request) => (await service.saveEndereco(db, authUser(request), request.body)).answer,
  );
  mount(app, ops.getEnderecoCandidatoById, { onRequest: policy.readCandidate('id') }, async (request) =>
    service.enderecoOf(db, authUser(request), request.params.id),
  );
};
