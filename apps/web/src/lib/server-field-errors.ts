import { ApiError } from './api';

/** One refused field of a 422 answer (`errors[]`). */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** The refused fields of a 422 answer; [] for any other failure. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const body = error.body as { errors?: unknown } | null | undefined;
  if (!Array.isArray(body?.errors)) return [];
  return body.errors.filter(
    (item): item is ServerFieldError =>
      Boolean(item) && typeof item.field === 'string' && typeof item.message === 'string',
  );
}

/**
 * Shows each refused field of a 422 answer beside its field: `fieldName` gives the form's name
 * of a server field, or null when the form has no such field.
 */
export function showServerFieldErrors(
  error: unknown,
  setError: (name: never, error: { type: string; message: string }) => void,
  fieldName: (field: string) => string | null,
): void {
  for (const { field, message } of serverFieldErrors(error)) {
    const name = fieldName(field);
    if (name) setError(name as never, { type: 'server', message });
  }
}
