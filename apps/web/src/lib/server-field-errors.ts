import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Messages by field name. */
export type FieldMessages = Partial<Record<string, string>>;

const FIELD_IN_DETAIL = /^Campo '([^']+)':\s*(.+)$/;

/**
 * Field messages of a 422 answer: its `errors` list ({field, message}) or a detail of the form
 * "Campo 'cpf': CPF inválido.", kept for the fields the form has (the first message of each).
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldMessages {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const found: FieldMessages = {};
  const add = (path: string, message: string) => {
    const field = path.split(/[./]/).find(Boolean) ?? '';
    if (fields.includes(field) && !found[field] && message.trim()) found[field] = message.trim();
  };
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) {
      if (item && typeof item === 'object') {
        const { field, message } = item as { field?: unknown; message?: unknown };
        if (typeof field === 'string' && typeof message === 'string') add(field, message);
      }
    }
  }
  const match = error.detail ? FIELD_IN_DETAIL.exec(error.detail) : null;
  if (match?.[1] && match[2]) add(match[1], match[2]);
  return found;
}

/**
 * Shows the field messages of a 422 answer beside their fields (the first one focused).
 * Answers whether any field was named.
 */
export function showServerFieldErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly Path<V>[],
  setError: UseFormSetError<V>,
): boolean {
  const entries = Object.entries(serverFieldErrors(error, fields));
  entries.forEach(([name, message], index) => {
    if (message) setError(name as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
