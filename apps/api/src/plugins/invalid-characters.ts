// Text with a NUL character (U+0000) is refused before validation, for every route in one place:
// PostgreSQL cannot store it in text (the query fails: a 500 and the values in the error log),
// and no field of this API has a use for it. The answer is the 422 of schema validation, naming
// the first field that holds one. Multipart text fields are not read by any route, and the names
// of uploaded files lose their control characters in file-names.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const INVALID_CHARACTERS_MESSAGE = 'contém caracteres inválidos.';

const hasNul = (text: string) => text.includes('\u0000');

/** A place in the walked value: its key and the place that holds it (the path is built only when needed). */
interface Place {
  value: unknown;
  key: string;
  parent: Place | null;
}

const pathOf = (place: Place): string => {
  const keys: string[] = [];
  for (let p: Place | null = place; p?.parent; p = p.parent) keys.push(p.key.replaceAll('\u0000', ''));
  return keys.reverse().join('.');
};

/**
 * The path (keys joined with dots, '' for the value itself) of the first string or object key
 * in `value` that holds a NUL character, in document order; null when there is none. Iterative,
 * so that deeply nested JSON cannot overflow the stack, and linear in the size of the value: each
 * place keeps a link to its parent instead of a copy of its path.
 */
export function findNulPath(value: unknown): string | null {
  const stack: Place[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const place = stack.pop() as Place;
    const current = place.value;
    if (typeof current === 'string') {
      if (hasNul(current)) return pathOf(place);
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const keys = Array.isArray(current) ? null : Object.keys(current);
    const length = keys ? keys.length : (current as unknown[]).length;
    const firstChild = stack.length;
    for (let i = 0; i < length; i++) {
      const key = keys ? (keys[i] as string) : String(i);
      const child: Place = { value: (current as Record<string, unknown>)[key], key, parent: place };
      if (hasNul(key)) return pathOf(child);
      stack.push(child);
    }
    // Reversed in place, so that the first field is looked at first.
    for (let i = firstChild, j = stack.length - 1; i < j; i++, j--) {
      const first = stack[i] as Place;
      stack[i] = stack[j] as Place;
      stack[j] = first;
    }
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
        { field, code: 'field.invalid_characters', message: INVALID_CHARACTERS_MESSAGE },
      ]);
    return new HttpError(422, `Campo '${field}': ${INVALID_CHARACTERS_MESSAGE}`, [
      { field, code: 'field.invalid_characters', message: INVALID_CHARACTERS_MESSAGE },
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
