// The path id and the shared parts of the records' routes (the answers' schemas are in @app/shared).
import { z } from 'zod';
import { errorSchema, validationErrorSchema } from '../../plugins/error-schemas';
import { idParam } from '../../plugins/id-param';

export { idParam };
export const idParams = z.object({ id: idParam });

const recordErrors = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** What every route of the candidate's records shares in its OpenAPI description and errors. */
export const recordRouteParts = {
  tags: ['candidatos'],
  security: [{ bearerAuth: [] }],
  errors: recordErrors,
  /** Reads by candidate id: also 429 when a clinic has opened its daily number of candidates. */
  readErrors: { ...recordErrors, 429: errorSchema },
};
