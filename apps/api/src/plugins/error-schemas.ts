// Response schemas of the error answers (see errors.ts), for the routes' OpenAPI documentation:
// the shared contract's `{ detail, code }` and, for 422, `{ detail, code, errors }`.
// A route that declares 422 must use validationErrorSchema: the serializer drops unknown keys.
import { errorAnswerSchema, validationErrorAnswerSchema } from '@app/shared';

export const errorSchema = errorAnswerSchema;
export const validationErrorSchema = validationErrorAnswerSchema;
