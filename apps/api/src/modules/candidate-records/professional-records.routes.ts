// The candidate's professional record, one per candidate and of the kind of their profession:
// radiologista, tecnico (TSB, ASB, Tecnólogo, Técnico), recepcionista.
// Each answers under /api/v1 and at the spec's bare path; its id is the candidate's id
// (contract: packages/shared/src/contract/professional-records.ts).
//   POST /<kind>/ (create or replace)   PUT /<kind>/{candidateId}   GET /<kind>/{candidateId} → {tipo, data}
import { professionalRecordsOperations as ops } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { mount } from '../../plugins/mount';
import * as service from './candidate-records.service';

export const professionalRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  // --- radiologista ---
  mount(app, ops.postRadiologista, { onRequest: policy.candidateData }, async (request, reply) => {
    const saved = await service.saveProfessionalRecord(db, authUser(request), 'radiologista', request.body);
    return reply.code(saved.created ? 201 : 200).send(saved.answer);
  });
  mount(
    app,
    ops.putRadiologistaById,
    { onRequest: policy.ownCandidate('id') },
    async (request) =>
      (await service.saveProfessionalRecord(db, authUser(request), 'radiologista', request.body)).answer,
  );
  mount(app, ops.getRadiologistaById, { onRequest: policy.readCandidate('id') }, async (request) =>
    service.professionalRecordOf(db, 'radiologista', request.params.id),
  );

  // --- tecnico ---
  mount(app, ops.postTecnico, { onRequest: policy.candidateData }, async (request, reply) => {
    const saved = await service.saveProfessionalRecord(db, authUser(request), 'tecnico', request.body);
    return reply.code(saved.created ? 201 : 200).send(saved.answer);
  });
  mount(
    app,
    ops.putTecnicoById,
    { onRequest: policy.ownCandidate('id') },
    async (request) =>
      (await service.saveProfessionalRecord(db, authUser(request), 'tecnico', request.body)).answer,
  );
  mount(app, ops.getTecnicoById, { onRequest: policy.readCandidate('id') }, async (request) =>
    service.professionalRecordOf(db, 'tecnico', request.params.id),
  );

  // --- recepcionista ---
  mount(app, ops.postRecepcionista, { onRequest: policy.candidateData }, async (request, reply) => {
    const saved = await service.saveProfessionalRecord(db, authUser(request), 'recepcionista', request.body);
    return reply.code(saved.created ? 201 : 200).send(saved.answer);
  });
  mount(
    app,
    ops.putRecepcionistaById,
    { onRequest: policy.ownCandidate('id') },
    async (request) =>
      (await service.saveProfessionalRecord(db, authUser(request), 'recepcionista', request.body)).answer,
  );
  mount(app, ops.getRecepcionistaById, { onRequest: policy.readCandidate('id') }, async (request) =>
    service.professionalRecordOf(db, 'recepcionista', request.params.id),
  );
};
