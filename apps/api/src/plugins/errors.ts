// One error handler for the whole API: every failure answers JSON { detail, code } in Portuguese
// with a stable code from the shared catalogue (packages/shared/src/error-codes.ts), a 422 also
// `errors: [{ field, code, message }]`; bad input is never a 500, and internals never leak (5xx
// are logged with the real error). A code no one gave is derived here from the status, so every
// error answer carries one, including those a route sends itself (`reply.code(4xx).send({ detail })`).
import type { ErrorCode, FieldError, FieldErrorCode } from '@app/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bearerToken } from './bearer-token';

/** A field named in a 422 answer's `errors` (path joined with dots, its message, and why). */
export interface FieldProblem {
  field: string;
  message: string;
  /** Why the field was refused; 'field.invalid' when not given. */
  code?: FieldErrorCode;
}

export interface HttpErrorOptions {
  /** The stable code of the answer; derived from the status when not given. */
  code?: ErrorCode;
  /** For a 422: the fields at fault (answered as `errors`, like schema validation errors). */
  fields?: FieldProblem[];
}

/**
 * The error services throw: an HTTP status, the Portuguese text shown to the user, and its stable
 * code (e.g. `new HttpError(422, MESSAGES.closed, { code: 'vaga.closed' })`). The older form
 * `new HttpError(status, detail, fields?, code?)` is still accepted.
 */
export class HttpError extends Error {
  readonly fields?: FieldProblem[];
  /** A stable marker the web branches on (never on the Portuguese text), e.g. 'vaga.closed'. */
  readonly code?: ErrorCode;

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    options?: HttpErrorOptions | FieldProblem[],
    code?: ErrorCode,
  ) {
    super(detail);
    this.name = 'HttpError';
    const given = Array.isArray(options) ? { fields: options, code } : (options ?? {});
    this.fields = given.fields;
    this.code = given.code ?? code;
  }
}

export const MESSAGES = {
  badRequest: 'Requisição inválida.',
  invalidBody: 'Corpo da requisição inválido.',
  invalidData: 'Dados inválidos.',
  notFound: 'Recurso não encontrado.',
  tooLarge: 'O conteúdo enviado é grande demais.',
  unsupportedMediaType: 'Tipo de conteúdo não suportado.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  unavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  conflict: 'Registro já cadastrado.',
  internal: 'Erro interno do servidor.',
} as const;

const STATUS_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: 'Não autenticado.',
  403: 'Acesso negado.',
  404: MESSAGES.notFound,
  405: 'Método não permitido.',
  406: 'Formato de resposta não suportado.',
  408: 'Tempo de requisição esgotado.',
  409: MESSAGES.conflict,
  411: MESSAGES.badRequest,
  413: MESSAGES.tooLarge,
  414: 'Endereço longo demais.',
  415: MESSAGES.unsupportedMediaType,
  422: MESSAGES.invalidData,
  429: MESSAGES.tooManyRequests,
  431: 'Cabeçalhos grandes demais.',
  503: MESSAGES.unavailable,
};

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
]);

const CONNECTION_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error|Connection is closed|is not queryable/i;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    const next = (current as { cause?: unknown }).cause;
    // An AggregateError (connecting to several addresses) carries the real errors in `errors`.
    const first = (current as { errors?: unknown[] }).errors?.[0];
    current = next ?? first;
  }
  return chain;
}

const codeOf = (e: unknown) => String((e as { code?: unknown })?.code ?? '');

/** True when the error means the database cannot be reached (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = codeOf(e);
    return (
      CONNECTION_CODES.has(code) ||
      code.startsWith('08') ||
      CONNECTION_MESSAGES.test(String((e as Error)?.message))
    );
  });
}

/** A PostgreSQL constraint error that escaped a service: the input's fault, not the server's. */
function constraintStatus(error: unknown): 409 | 422 | null {
  for (const e of causes(error)) {
    const code = codeOf(e);
    if (code === '23505') return 409; // unique_violation
    if (['23502', '23503', '23514', '22001', '22003', '22007', '22008', '22P02'].includes(code)) return 422;
  }
  return null;
}

const withPeriod = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function validationDetail(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return MESSAGES.invalidData;
  const issue = error.validation[0];
  const field = (issue?.instancePath ?? '').split('/').filter(Boolean).join('.');
  const message = withPeriod(issue?.message || 'valor inválido');
  // Unknown fields at the top level (strict schemas) are named: "Campo não permitido: x."
  if (!field && issue?.keyword === 'unrecognized_keys')
    return message.charAt(0).toUpperCase() + message.slice(1);
  if (!field) return error.validationContext === 'body' ? MESSAGES.invalidBody : MESSAGES.invalidData;
  return `Campo '${field}': ${message}`;
}

interface Answer {
  status: number;
  detail: string;
  fields?: FieldProblem[];
  code?: ErrorCode;
}

/** The value at a dotted path of the request's part that failed validation (to tell 'required'). */
function valueAt(request: FastifyRequest, context: string | undefined, path: string[]): unknown {
  const parts: Record<string, unknown> = {
    body: request.body,
    querystring: request.query,
    params: request.params,
    headers: request.headers,
  };
  let value = parts[context ?? 'body'];
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The field code of one zod issue (its kind, and whether the value was there at all). */
function fieldCodeOf(
  issue: { keyword: string; params: Record<string, unknown> },
  value: unknown,
): FieldErrorCode {
  switch (issue.keyword) {
    case 'invalid_type':
      return value === undefined || value === null ? 'field.required' : 'field.invalid_type';
    case 'too_small':
      return issue.params.origin === 'string' && Number(issue.params.minimum) <= 1
        ? 'field.required'
        : 'field.too_small';
    case 'too_big':
      return 'field.too_big';
    case 'invalid_format':
      return 'field.invalid_format';
    case 'invalid_value':
      return 'field.invalid_value';
    case 'unrecognized_keys':
      return 'field.not_allowed';
    default:
      return 'field.invalid';
  }
}

function validationFields(error: FastifyError, request: FastifyRequest): FieldProblem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    return {
      field: path.join('.'),
      code: fieldCodeOf(v, valueAt(request, error.validationContext, path)),
      message: withPeriod(v.message ?? 'valor inválido'),
    };
  });
}

/**
 * The code of an answer no one gave a code: from its status (and, for a 401, whether a token was
 * sent at all: none is 'auth.required', one that is no session (any more) 'auth.session_expired').
 */
export function codeForStatus(status: number, request?: FastifyRequest): ErrorCode {
  switch (status) {
    case 401:
      return request && bearerToken(request.headers.authorization) !== null
        ? 'auth.session_expired'
        : 'auth.required';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'request.too_large';
    case 415:
      return 'request.unsupported_media_type';
    case 422:
      return 'validation.failed';
    case 429:
      return 'rate_limited';
    case 502:
    case 503:
    case 504:
      return 'service.unavailable';
  }
  return status >= 500 ? 'internal' : 'request.invalid';
}

function answerFor(error: FastifyError, request: FastifyRequest): Answer {
  if (error instanceof HttpError)
    return { status: error.statusCode, detail: error.detail, fields: error.fields, code: error.code };
  if (error.validation)
    return {
      status: 422,
      detail: validationDetail(error),
      fields: validationFields(error, request),
      code: 'validation.failed',
    };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, detail: MESSAGES.invalidBody, code: 'request.malformed_json' };
  }
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { status: 400, detail: MESSAGES.invalidBody, code: 'request.malformed_json' };
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return { status: 503, detail: MESSAGES.unavailable };
  }
  const constraint = constraintStatus(error);
  if (constraint) {
    request.log.warn({ err: error }, 'database constraint violated by the input');
    return { status: constraint, detail: STATUS_MESSAGES[constraint] ?? MESSAGES.invalidData };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500)
    return { status, detail: STATUS_MESSAGES[status] ?? MESSAGES.badRequest };
  if (status === 503) return { status, detail: MESSAGES.unavailable };
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, detail: MESSAGES.internal };
}

/**
 * The body of an error answer: `{ detail, code }`, and for a 422 `errors` always (one item per
 * refused field, each with its code; empty when the refusal is not of one field).
 */
export function errorBody(
  status: number,
  detail: string,
  options: { code?: ErrorCode; fields?: FieldProblem[]; request?: FastifyRequest } = {},
): { detail: string; code: ErrorCode; errors?: FieldError[] } {
  const code = options.code ?? codeForStatus(status, options.request);
  if (status !== 422) return { detail, code };
  const errors = (options.fields ?? []).map(({ field, message, code: fieldCode }) => ({
    field,
    code: fieldCode ?? ('field.invalid' as const),
    message,
  }));
  return { detail, code, errors };
}

/** 404 answer of the API: `{ detail: 'Recurso não encontrado.', code: 'not_found' }`. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(404, MESSAGES.notFound, { code: 'not_found' }));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/**
 * Installs the error handler, and the hook that gives a code to an error answer a route sent
 * itself (`{ detail }` with a 4xx/5xx status). The not-found handler lives in static.ts (SPA
 * fallback).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, detail, fields, code } = answerFor(error, request);
    if (status === 503 && !reply.getHeader('retry-after')) reply.header('retry-after', '5');
    reply.code(status).type('application/json; charset=utf-8');
    return reply.send(errorBody(status, detail, { code, fields, request }));
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 400 || !isPlainObject(payload) || typeof payload.detail !== 'string') return payload;
    if (typeof payload.code === 'string' && (status !== 422 || Array.isArray(payload.errors))) return payload;
    const body = errorBody(status, payload.detail, { request });
    return { ...payload, code: payload.code ?? body.code, ...(body.errors ? { errors: body.errors } : {}) };
  });
}
