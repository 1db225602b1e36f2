// Response schemas of the error answers (see errors.ts), for the routes' OpenAPI documentation.
// A route that declares 422 must use validationErrorSchema: the serializer drops unknown keys.
import { detailAnswerSchema } from '@app/shared';
import { z } from 'zod';

export const errorSchema = detailAnswerSchema;

export const validationErrorSchema = errorSchema.extend({
  errors: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('Um item por campo recusado.'),
});
