// JSON request bodies, for every route in one place. A body nested deeper than MAX_JSON_DEPTH is
// refused with a 400 before it is parsed or walked: no payload of this API nests more than a few
// levels, and each walk over a body (parsing, the NUL check, validation) must cost about what a
// flat body of the same size costs. The depth is counted by one linear pass over the text.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './errors';

/** Deepest nesting of objects and arrays a JSON body may have (the body itself is level 1). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `${MESSAGES.invalidBody.slice(0, -1)}: JSON aninhado em mais de ${MAX_JSON_DEPTH} níveis.`;

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPENERS = new Set([91, 123]); // [ {
const CLOSERS = new Set([93, 125]); // ] }

/**
 * Whether the JSON text nests objects and arrays deeper than `max`, in one pass over the text
 * (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(c)) depth--;
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
type Parser = (request: FastifyRequest, body: string, done: Done) => void;

function installParser(app: FastifyInstance, { emptyIsNoBody }: { emptyIsNoBody: boolean }): void {
  // Fastify's own parser (secure-json-parse: __proto__ and constructor.prototype are refused).
  const parseJson = app.getDefaultJsonParser('error', 'error') as Parser;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (emptyIsNoBody && text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, TOO_DEEP_MESSAGE, { code: 'request.malformed_json' }));
      return;
    }
    parseJson(request, text, done);
  });
}

/** Installs the JSON body parser with the depth limit (register before the routes). */
export function registerJsonBodyParser(app: FastifyInstance): void {
  installParser(app, { emptyIsNoBody: false });
}

/**
 * Within the calling plugin, a request with `Content-Type: application/json` and an empty body
 * parses as no body (instead of 400), for calls the spec makes without a body. The depth limit
 * holds here too.
 */
export function allowEmptyJsonBody(app: FastifyInstance): void {
  installParser(app, { emptyIsNoBody: true });
}
