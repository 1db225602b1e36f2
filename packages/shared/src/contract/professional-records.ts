// The candidate's professional record (modules/candidate-records), one per candidate and of the
// kind of their profession: radiologista, tecnico (TSB, ASB, Tecnólogo, Técnico), recepcionista.
// Each answers under /api/v1 and at the spec's bare path; its id is the candidate's id.
//   POST /<kind>/ (create or replace)   PUT /<kind>/{candidateId}   GET /<kind>/{candidateId} → {tipo, data}
import { z } from 'zod';
import type { ProfessionRecord } from '../catalogues';
import { professionalAnswerSchemas } from '../schemas/candidate-answers';
import { professionalRecordSchemas } from '../schemas/candidate-records';
import { defineOperations, errorAnswers, type OperationSpec, privateErrors } from './operation';
import { idParams } from './params';

const tags = ['candidatos'];
/** Reads by candidate id: also 429 when a clinic has opened its daily number of candidates. */
const readErrors = errorAnswers(401, 403, 404, 422, 429);

const LABELS: Record<ProfessionRecord, string> = {
  radiologista: 'Dentista Radiologista',
  tecnico: 'TSB, ASB, Tecnólogo e Técnico',
  recepcionista: 'Recepcionista',
};

/** Any kind's answer: the service answers a record of the kind it read, typed as any kind's. */
type AnswerSchema = (typeof professionalAnswerSchemas)[ProfessionRecord];

/** The three operations of one kind of record; its body is the kind's own schema. */
function recordOperations<K extends ProfessionRecord>(kind: K) {
  const body = professionalRecordSchemas[kind];
  const answer: AnswerSchema = professionalAnswerSchemas[kind];
  const tipo: ProfessionRecord = kind;
  const label = LABELS[kind];
  return {
    save: {
      method: 'POST',
      path: `/${kind}`,
      bare: true,
      schema: {
        tags,
        summary: `Grava o registro profissional (${label}) do candidato da sessão (cria ou substitui).`,
        body,
        response: { 200: answer, 201: answer, ...privateErrors },
      },
    } satisfies OperationSpec,
    update: {
      method: 'PUT',
      path: `/${kind}/:id`,
      bare: true,
      schema: {
        tags,
        summary: `Grava o registro profissional (${label}) do candidato (id do candidato).`,
        params: idParams,
        body,
        response: { 200: answer, ...privateErrors },
      },
    } satisfies OperationSpec,
    read: {
      method: 'GET',
      path: `/${kind}/:id`,
      bare: true,
      schema: {
        tags,
        summary: `O registro profissional (${label}) de um candidato: {tipo, data}.`,
        params: idParams,
        response: { 200: z.object({ tipo: z.literal(tipo), data: answer }), ...readErrors },
      },
    } satisfies OperationSpec,
  };
}

const radiologista = recordOperations('radiologista');
const tecnico = recordOperations('tecnico');
const recepcionista = recordOperations('recepcionista');

export const professionalRecordsOperations = defineOperations({
  postRadiologista: radiologista.save,
  putRadiologistaById: radiologista.update,
  getRadiologistaById: radiologista.read,
  postTecnico: tecnico.save,
  putTecnicoById: tecnico.update,
  getTecnicoById: tecnico.read,
  postRecepcionista: recepcionista.save,
  putRecepcionistaById: recepcionista.update,
  getRecepcionistaById: recepcionista.read,
});
