// One error handler for the whole API: every failure answers JSON { detail } in Portuguese,
// bad input is never a 500, and internals never leak (5xx are logged with the real error).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A field named in a 422 answer's `errors` (path joined with dots, and its message). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The error services throw: an HTTP status and the Portuguese text shown to the user, and for a
 * 422 optionally the fields at fault (answered as `errors`, like schema validation errors).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields?: FieldProblem[],
  ) {
    super(detail);
    this.name = 'HttpError';
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
}

function answerFor(error: FastifyError, request: FastifyRequest): Answer {
  if (error instanceof HttpError)
    return { status: error.statusCode, detail: error.detail, fields: error.fields };
  if (error.validation) {
    const fields = hasZodFastifySchemaValidationErrors(error)
      ? error.validation.map((v) => ({
          field: v.instancePath.split('/').filter(Boolean).join('.'),
          message: withPeriod(v.message ?? 'valor inválido'),
        }))
      : undefined;
    return { status: 422, detail: validationDetail(error), fields };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, detail: MESSAGES.invalidBody };
  }
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { status: 400, detail: MESSAGES.invalidBody };
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

/** 404 answer of the API: `{ detail: 'Recurso não encontrado.' }`. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ detail: MESSAGES.notFound });
}

/** Installs the error handler. The not-found handler lives in static.ts (SPA fallback). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, detail, fields } = answerFor(error, request);
    if (status === 503 && !reply.getHeader('retry-after')) reply.header('retry-after', '5');
    reply.code(status).type('application/json; charset=utf-8');
    return reply.send(fields ? { detail, errors: fields } : { detail });
  });
}
