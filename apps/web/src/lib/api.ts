import { type ErrorCode, type FieldError, isErrorCode, isFieldErrorCode, readToken } from '@app/shared';
import type { paths } from '@app/shared/api-types';
import type { PathsWithMethod, RequiredKeysOf, SuccessResponse } from 'openapi-typescript-helpers';
import { announceSessionEnd, sessionEndOf } from './session-end';

/**
 * Small fetch client for the API (spec 1, section 7): JSON in and out, the bearer token read
 * from storage (auth_token, token or access_token, cleaned), a time-out (15 s by default) and
 * one error type, ApiError: the server's `detail` (Portuguese, to show), its stable `code` (from the
 * shared catalogue, to branch on) and, for a 422, the refused fields.
 */

export const API_BASE: string = (import.meta.env.VITE_API_BASE ?? '').replace(/\/+$/, '');
export const DEFAULT_TIMEOUT_MS = 15_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface ApiOptions {
  /** Query parameters; an array repeats the parameter once per value; null/undefined are left out. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-serialised unless it is FormData, Blob, URLSearchParams or a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Time-out in milliseconds (default 15 000). */
  timeoutMs?: number;
  /** Token to send instead of the stored one; null sends no Authorization header. */
  token?: string | null;
  signal?: AbortSignal;
}

export type ApiErrorKind = 'http' | 'timeout' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (time-out or network failure). */
  readonly status: number;
  /** The server's message (its `detail`), or null when it gave none. */
  readonly detail: string | null;
  /** The parsed answer body (JSON or text), if any. */
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  /** The answer's stable code (e.g. 'vaga.closed'): what the app branches on; null without one. */
  readonly code: ErrorCode | null;
  /** The refused fields of a 422 answer (`errors`), each with its code; [] otherwise. */
  readonly fieldErrors: readonly FieldError[];
  /** The token the request was sent with (null: none), to tell an answer to an older session. */
  readonly sentToken: string | null;

  constructor(init: {
    status: number;
    detail: string | null;
    body?: unknown;
    kind?: ApiErrorKind;
    sentToken?: string | null;
  }) {
    const kind = init.kind ?? 'http';
    super(init.detail ?? defaultMessage(kind, init.status));
    this.status = init.status;
    this.detail = init.detail;
    this.body = init.body;
    this.kind = kind;
    this.code = kind === 'http' ? errorCodeOf(init.body) : null;
    this.fieldErrors = kind === 'http' ? fieldErrorsOf(init.body) : [];
    this.sentToken = init.sentToken ?? null;
  }
}

/** True when `error` is an answer of the API with this code. */
export const hasErrorCode = (error: unknown, code: ErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/** The `code` of an error answer (`{ detail, code }`) when the catalogue knows it, or null. */
export function errorCodeOf(body: unknown): ErrorCode | null {
  if (!body || typeof body !== 'object') return null;
  const { code } = body as { code?: unknown };
  return isErrorCode(code) ? code : null;
}

/** The `errors` of a 422 answer ({ field, code, message }); an unknown field code reads 'field.invalid'. */
function fieldErrorsOf(body: unknown): FieldError[] {
  const items = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(items)) return [];
  const found: FieldError[] = [];
  for (const item of items) {
    const { field, code, message } = (item ?? {}) as Record<string, unknown>;
    if (typeof field !== 'string' || typeof message !== 'string' || !message.trim()) continue;
    found.push({ field, code: isFieldErrorCode(code) ? code : 'field.invalid', message: message.trim() });
  }
  return found;
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  if (kind === 'timeout') return 'O servidor demorou para responder. Tente novamente.';
  if (kind === 'network') return 'Não foi possível conectar ao servidor. Verifique sua conexão.';
  return `Falha na requisição (HTTP ${status}).`;
}

/**
 * The message of an error answer: its `detail` (every answer of this API has one), or a plain text
 * body (a proxy's answer; an HTML page is not a message).
 */
export function extractErrorDetail(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    return text.length > 0 && !text.startsWith('<') ? text : null;
  }
  if (!body || typeof body !== 'object') return null;
  const { detail } = body as { detail?: unknown };
  return typeof detail === 'string' && detail.trim() ? detail.trim() : null;
}

/** The query string of `query`: an array repeats its parameter; null and undefined are left out. */
export function queryString(query: NonNullable<ApiOptions['query']>): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  return params.toString();
}

export function buildUrl(path: string, query?: ApiOptions['query']): string {
  const base = /^https?:\/\//i.test(path) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const qs = queryString(query);
  if (!qs) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${qs}`;
}

function storedToken(): string | null {
  try {
    return readToken(window.localStorage);
  } catch {
    return null;
  }
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams
  ) {
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function combineSignals(
  timeoutMs: number,
  signal?: AbortSignal,
): { signal: AbortSignal; timeout: AbortSignal } {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return { signal: timeout, timeout };
  return { signal: AbortSignal.any([signal, timeout]), timeout };
}

/** Sends one request and returns the parsed answer; throws ApiError on any failure. */
export async function api<T = unknown>(method: HttpMethod, path: string, opts: ApiOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', ...opts.headers });
  const token = opts.token === undefined ? storedToken() : opts.token;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  const body = encodeBody(opts.body, headers);
  const { signal, timeout } = combineSignals(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, opts.signal);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.query), { method, headers, body, signal });
  } catch (error) {
    if (timeout.aborted) throw new ApiError({ status: 0, detail: null, kind: 'timeout' });
    if (opts.signal?.aborted) throw error;
    throw new ApiError({ status: 0, detail: null, kind: 'network', body: error });
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch (error) {
    if (timeout.aborted) throw new ApiError({ status: 0, detail: null, kind: 'timeout' });
    throw new ApiError({ status: response.status, detail: null, kind: 'network', body: error });
  }
  if (!response.ok) {
    const detail = extractErrorDetail(parsed);
    // The stored session is no longer valid (expired, idle, revoked or its account suspended):
    // the app ends it. Calls made with a token of their own (sign-in) and answers to an older
    // session than the stored one are left alone (lib/session-end.ts).
    if (opts.token === undefined) {
      const reason = sessionEndOf({
        status: response.status,
        code: errorCodeOf(parsed),
        sentToken: token,
        storedToken: storedToken(),
      });
      if (reason && token) announceSessionEnd({ reason, token, detail });
    }
    throw new ApiError({ status: response.status, detail, body: parsed, sentToken: token });
  }
  return parsed as T;
}

/**
 * True for a 401 answered to the session stored now (lib/session-end.ts): a page may then remove
 * it. An answer to an older session (a request sent before signing in again) is not one.
 */
export function endsStoredSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.sentToken === storedToken();
}

// Typed calls (issue 26 item 1, docs/decisions/0078-typed-api-client.md): the path is one of the
// API's documented paths (packages/shared/src/api/openapi.gen.ts, generated from the API's own
// OpenAPI document), the path parameters, query and body are checked against that operation and
// the promise resolves to its documented answer. No cast: a wrong path, field or answer type does
// not compile.

type Verb = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The documented paths that answer this verb. */
export type ApiPath<V extends Verb> = PathsWithMethod<paths, V>;
type Operation<V extends Verb, P extends ApiPath<V>> = paths[P][V];
type ParametersOf<O> = O extends { parameters: infer X } ? X : never;
type PathParamsOf<O> = ParametersOf<O> extends { path: infer T } ? T : never;
type QueryOf<O> = ParametersOf<O> extends { query?: infer T } ? T : never;
type RequestBodyOf<O> = O extends { requestBody?: infer B } ? NonNullable<B> : never;
type JsonBodyOf<O> = RequestBodyOf<O> extends { content: { 'application/json': infer B } } ? B : never;
type HasMultipartBody<O> = [RequestBodyOf<O>] extends [never]
  ? false
  : RequestBodyOf<O> extends { content: { 'multipart/form-data': unknown } }
    ? true
    : false;
type BodyRequired<O> = O extends { requestBody: object } ? true : false;
type ResponsesOf<O> = O extends { responses: infer R extends Record<string | number, unknown> } ? R : never;
type Defined<T> = [T] extends [never] ? undefined : T;

/** The JSON body an operation takes, as documented. */
export type ApiBody<V extends Verb, P extends ApiPath<V>> = JsonBodyOf<Operation<V, P>>;

/** The answer of a successful call, as documented (undefined for 204 No Content). */
export type ApiAnswer<V extends Verb, P extends ApiPath<V>> = Defined<
  SuccessResponse<ResponsesOf<Operation<V, P>>, 'application/json'>
>;

type PathOption<O> = [PathParamsOf<O>] extends [never | undefined]
  ? { path?: never }
  : { path: PathParamsOf<O> };
/** A query parameter documented as text also takes a number or a boolean (sent as its text). */
type WireScalar<V> = V extends string ? V | (string extends V ? number | boolean : never) : V;
type WireValue<V> = V extends readonly (infer U)[] ? readonly WireScalar<U>[] | WireScalar<U> : WireScalar<V>;
type WireQuery<Q> = { [K in keyof Q]?: WireValue<Q[K]> | null };
type QueryOption<O> = [QueryOf<O>] extends [never | undefined]
  ? { query?: never }
  : RequiredKeysOf<NonNullable<QueryOf<O>>> extends never
    ? { query?: WireQuery<NonNullable<QueryOf<O>>> }
    : { query: WireQuery<NonNullable<QueryOf<O>>> };
type BodyOption<O> =
  HasMultipartBody<O> extends true
    ? { body: FormData }
    : [JsonBodyOf<O>] extends [never]
      ? { body?: never }
      : BodyRequired<O> extends true
        ? { body: JsonBodyOf<O> }
        : { body?: JsonBodyOf<O> };
/** What a call of this operation takes: its path parameters, query and body, plus the transport's options. */
export type CallOptions<O> = Omit<ApiOptions, 'query' | 'body'> &
  PathOption<O> &
  QueryOption<O> &
  BodyOption<O>;
type Rest<O> =
  RequiredKeysOf<CallOptions<O>> extends never ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/** `/api/v1/vagas/{id}` with `{ id: 7 }` → `/api/v1/vagas/7` (each value URI-encoded). */
export function fillPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Parâmetro de caminho ausente: ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls the spec's front-end tables name by a path of their own (spec 1 section 7, spec 2): the web
 * sends them there, exactly as written, typed by the documented operation the API serves at both.
 */
const SPEC_PATHS: Readonly<Record<string, string>> = {
  'POST /api/v1/usuario_candidato': '/usuario_candidato/',
  'POST /api/v1/usuario_clinica': '/usuario_clinica/',
  'POST /api/v1/auth_google/login/google': '/auth_google/login/google',
  'POST /api/v1/auth_reset/forgot-password': '/auth_reset/forgot-password',
  'POST /api/v1/auth_reset/reset-password': '/auth_reset/reset-password',
  'POST /api/v1/infos_clinica': '/api/v1/infos_clinica/',
};

/** The one place where a typed call meets the untyped transport. */
function call(method: HttpMethod, path: string, options?: object): Promise<never> {
  const { path: params, ...rest } = (options ?? {}) as ApiOptions & {
    path?: Record<string, string | number>;
  };
  return api<never>(method, fillPath(SPEC_PATHS[`${method} ${path}`] ?? path, params), rest);
}

export const apiGet = <P extends ApiPath<'get'>>(path: P, ...[options]: Rest<Operation<'get', P>>) =>
  call('GET', path, options) as Promise<ApiAnswer<'get', P>>;
export const apiPost = <P extends ApiPath<'post'>>(path: P, ...[options]: Rest<Operation<'post', P>>) =>
  call('POST', path, options) as Promise<ApiAnswer<'post', P>>;
export const apiPut = <P extends ApiPath<'put'>>(path: P, ...[options]: Rest<Operation<'put', P>>) =>
  call('PUT', path, options) as Promise<ApiAnswer<'put', P>>;
export const apiPatch = <P extends ApiPath<'patch'>>(path: P, ...[options]: Rest<Operation<'patch', P>>) =>
  call('PATCH', path, options) as Promise<ApiAnswer<'patch', P>>;
export const apiDelete = <P extends ApiPath<'delete'>>(path: P, ...[options]: Rest<Operation<'delete', P>>) =>
  call('DELETE', path, options) as Promise<ApiAnswer<'delete', P>>;
