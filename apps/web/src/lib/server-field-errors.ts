import type { FieldError } from '@app/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** One refused field of a 422 answer. */
export type ServerFieldError = FieldError;

/** Messages by field name. */
export type FieldMessages = Partial<Record<string, string>>;

/** The refused fields of a 422 answer (its `errors`: field, code, message); [] for any other failure. */
export function refusedFields(error: unknown): readonly ServerFieldError[] {
  return error instanceof ApiError && error.status === 422 ? error.fieldErrors : [];
}

/** The top-level field of a refused path ('formacoes.0.curso' → 'formacoes'). */
const topField = (path: string) => path.split(/[./]/).find(Boolean) ?? '';

/** The first message of each of `fields` that a 422 answer refused. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const { field, message } of refusedFields(error)) {
    const name = topField(field);
    if (fields.includes(name) && !messages[name]) messages[name] = message;
  }
  return messages;
}

/**
 * Shows each refused field of a 422 answer beside its field, the first one focused. `target` lists
 * the form's fields (matched by the refused path's first segment), or maps a refused path to the
 * form's name for it (null when the form has no such field). Answers whether any field was named.
 */
export function showServerFieldErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  target: readonly string[] | ((field: string) => string | null),
): boolean {
  const nameOf =
    typeof target === 'function'
      ? target
      : (field: string) => (target.includes(topField(field)) ? topField(field) : null);
  const shown = new Set<string>();
  for (const { field, message } of refusedFields(error)) {
    const name = nameOf(field);
    if (!name || shown.has(name)) continue;
    setError(name as Path<V>, { type: 'server', message }, { shouldFocus: shown.size === 0 });
    shown.add(name);
  }
  return shown.size > 0;
}
