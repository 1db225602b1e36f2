// Text with a NUL character (U+0000) is refused before validation, for every route in one place:
// PostgreSQL cannot store it in text (the query fails: a 500 and the values in the error log),
// and no field of this API has a use for it. The answer is the 422 of schema validation, naming
// the first field that holds one. Multipart text fields are not read by any route, and the names
// of uploaded files lose their control characters in file-names.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const INVALID_CHARACTERS_MESSAGE = 'contém caracteres inválidos.';

const hasNul = (text: string) => text.includes('\u0000');

/**
 * The path (keys joined with dots, '' for the value itself) of the first string or object key
 * in `value` that holds a NUL character, in document order; null when there is none. Iterative,
 * so that deeply nested JSON cannot overflow the stack.
 */
export function findNulPath(value: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: string[] };
    if (typeof current === 'string') {
      if (hasNul(current)) return path.join('.');
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    const children: { value: unknown; path: string[] }[] = [];
    for (const [key, item] of entries) {
      const childPath = [...path, key.replaceAll('\u0000', '')];
      if (hasNul(key)) return childPath.join('.');
      children.push({ value: item, path: childPath });
    }
    // Pushed in reverse, so that the first field is looked at first.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as (typeof children)[number]);
  }
  return null;
}

/** The 422 for the first field of the request (path parameters, query, body) holding a NUL. */
export function invalidCharactersError(request: FastifyRequest): HttpError | null {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNulPath(part);
    if (field === null) continue;
    if (field === '')
      return new HttpError(422, `Requisição ${INVALID_CHARACTERS_MESSAGE}`, [
        { field, message: INVALID_CHARACTERS_MESSAGE },
      ]);
    return new HttpError(422, `Campo '${field}': ${INVALID_CHARACTERS_MESSAGE}`, [
      { field, message: INVALID_CHARACTERS_MESSAGE },
    ]);
  }
  return null;
}

/** Installs the check on every route (register before the routes). */
export function registerInvalidCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const error = invalidCharactersError(request);
    if (error) throw error;
  });
}
