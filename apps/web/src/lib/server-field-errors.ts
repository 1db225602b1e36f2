import { ApiError } from './api';

/** A field the server refused: its path as the API names it ('formacoes.0.curso') and why. */
export interface ServerFieldError {
  field: string;
  message: string;
}

const DETAIL_FIELD = /^Campo '([^']+)': (.+)$/;

/**
 * The fields a 422 answer refused: its `errors[]`, or else the one field its detail names
 * ("Campo 'registro.nivel_informatica': …"). Anything else answers an empty list.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const body = error.body as { errors?: unknown } | null | undefined;
  const listed = Array.isArray(body?.errors) ? body.errors : [];
  const fields = listed.filter(
    (item): item is ServerFieldError =>
      Boolean(item) &&
      typeof (item as ServerFieldError).field === 'string' &&
      (item as ServerFieldError).field !== '' &&
      typeof (item as ServerFieldError).message === 'string',
  );
  if (fields.length > 0) return fields;
  const named = error.detail ? DETAIL_FIELD.exec(error.detail) : null;
  return named?.[1] && named[2] ? [{ field: named[1], message: named[2] }] : [];
}
