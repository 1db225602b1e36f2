import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** One refused field of a 422 answer. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** Messages by field name. */
export type FieldMessages = Partial<Record<string, string>>;

const FIELD_IN_DETAIL = /^Campo '([^']+)':\s*(.+)$/;

/**
 * The refused fields of a 422 answer: its `errors` list ({field, message}) and a detail of the form
 * "Campo 'cpf': CPF inválido."; [] for any other failure.
 */
export function refusedFields(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const found: ServerFieldError[] = [];
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) {
      const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
      if (typeof field === 'string' && typeof message === 'string' && message.trim()) {
        found.push({ field, message: message.trim() });
      }
    }
  }
  const match = error.detail ? FIELD_IN_DETAIL.exec(error.detail) : null;
  if (match?.[1] && match[2]) found.push({ field: match[1], message: match[2].trim() });
  return found;
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
