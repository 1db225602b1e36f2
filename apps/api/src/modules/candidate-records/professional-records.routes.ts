// The candidate's professional record, one per candidate and of the kind of their profession:
// radiologista, tecnico (TSB, ASB, Tecnólogo, Técnico), recepcionista.
// Each answers under /api/v1 and at the spec's bare path; its id is the candidate's id.
//   POST /<kind>/ (create or replace)   PUT /<kind>/{candidateId}   GET /<kind>/{candidateId} → {tipo, data}
import { type ProfessionRecord, professionalAnswerSchemas, professionalRecordSchemas } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { authUser } from '../../plugins/auth';
import { specPaths } from '../../plugins/route-paths';
import { idParams, recordRouteParts } from './candidate-records.schemas';
import * as service from './candidate-records.service';

const { tags, security, errors, readErrors } = recordRouteParts;

const LABELS: Record<ProfessionRecord, string> = {
  radiologista: 'Dentista Radiologista',
  tecnico: 'TSB, ASB, Tecnólogo e Técnico',
  recepcionista: 'Recepcionista',
};

const KINDS: ProfessionRecord[] = ['radiologista', 'tecnico', 'recepcionista'];

export const professionalRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  for (const kind of KINDS) {
    const body = professionalRecordSchemas[kind];
    const answer = professionalAnswerSchemas[kind];
    const label = LABELS[kind];
    for (const { url, hide } of specPaths(`/${kind}`)) {
      app.post(
        url,
        {
          onRequest: policy.candidateData,
          schema: {
            hide,
            tags,
            security,
            summary: `Grava o registro profissional (${label}) do candidato da sessão (cria ou substitui).`,
            body,
            response: { 200: answer, 201: answer, ...errors },
          },
        },
        async (request, reply) => {
          const saved = await service.saveProfessionalRecord(db, authUser(request), kind, request.body);
          return reply.code(saved.created ? 201 : 200).send(saved.answer);
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
            summary: `Grava o registro profissional (${label}) do candidato (id do candidato).`,
            params: idParams,
            body,
            response: { 200: answer, ...errors },
          },
        },
        async (request) =>
          (await service.saveProfessionalRecord(db, authUser(request), kind, request.body)).answer,
      );
      app.get(
        `${url}/:id`,
        {
          onRequest: policy.readCandidate('id'),
          schema: {
            hide,
            tags,
            security,
            summary: `O registro profissional (${label}) de um candidato: {tipo, data}.`,
            params: idParams,
            response: { 200: z.object({ tipo: z.literal(kind), data: answer }), ...readErrors },
          },
        },
        async (request) => service.professionalRecordOf(db, kind, request.params.id),
      );
    }
  }
};
