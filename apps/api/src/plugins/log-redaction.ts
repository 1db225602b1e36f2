// Logs without secrets or personal data.
// Requests: the spec sends the reset token and the new password as query parameters
// (POST /auth_reset/reset-password?token=&nova_senha=), and Fastify logs each request's URL. The
// request serializer replaces the values of such parameters with [redacted].
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:token|nova_senha|senha|password|id_token|access_token|sig)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request serializer, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// --- Errors ---
// Database errors carry the values of the failed query: drizzle's DrizzleQueryError repeats its
// parameters in `params` and in its message ("Failed query: …\nparams: …"), PostgreSQL's `detail`
// quotes the offending row or key ("Key (cpf)=(…) already exists.") and some messages end with the
// value ('invalid input syntax for type integer: "…"'). Personal data never goes into the logs, so
// errors are logged with their messages, codes and query texts, without any of those values.

/** Properties of database errors that hold the query's values. */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery']);

type ErrorLike = Error & Record<string, unknown>;

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as Error).message === 'string');

/** drizzle's wrapper: the SQL text (with $n placeholders) and its parameters. */
const isQueryError = (error: ErrorLike) =>
  typeof error.query === 'string' && String(error.message).startsWith('Failed query: ');

/** An error's own message, without the values of a query. */
function safeMessage(error: ErrorLike): string {
  if (isQueryError(error)) return `Failed query: ${error.query as string}`;
  return String(error.message ?? '').replace(/: ".*"$/s, ': [redacted]');
}

/** The stack frames of an error (its stack without the header that repeats the message). */
function frames(error: ErrorLike): string {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const message = String(error.message ?? '');
  const at = message ? stack.indexOf(message) : -1;
  if (at >= 0) return stack.slice(at + message.length);
  const firstFrame = stack.indexOf('\n    at ');
  return firstFrame >= 0 ? stack.slice(firstFrame) : '';
}

function causeChain(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (isErrorLike(current) && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

/**
 * pino's `err` serializer, without the values of database queries: message and stack join the
 * causes' (like pino's), and the error's own fields are kept except those that hold values; the
 * first code found along the causes is kept too (e.g. PostgreSQL's 23505).
 */
export function errorLogSerializer(error: Error): SerializedError {
  // pino passes whatever was logged under `err`; values that are not errors pass unchanged.
  if (!isErrorLike(error)) return error as unknown as SerializedError;
  const chain = causeChain(error);
  const out: SerializedError = {
    type: error.constructor?.name || error.name,
    message: chain.map(safeMessage).join(': '),
    stack: chain.map((e) => `${e.name ?? 'Error'}: ${safeMessage(e)}${frames(e)}`).join('\ncaused by: '),
  };
  for (const key of Object.keys(error)) {
    if (key in out || key === 'cause' || VALUE_KEYS.has(key)) continue;
    const value = error[key];
    out[key] = isErrorLike(value) ? errorLogSerializer(value) : value;
  }
  if (Array.isArray(error.errors))
    out.aggregateErrors = (error.errors as unknown[]).map((e) => errorLogSerializer(e as Error));
  delete out.errors;
  const code = chain.map((e) => e.code).find((c) => c !== undefined && c !== null);
  if (code !== undefined && out.code === undefined) out.code = code;
  return out;
}

/** The serializers of every logger of the app: request URLs and errors without personal data. */
export const logSerializers = { req: requestLogSerializer, err: errorLogSerializer };
