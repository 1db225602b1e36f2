import { readToken } from '@app/shared';
import { SESSION_EXPIRED_EVENT } from './session-expiry';

/**
 * Small fetch client for the API (spec 1, section 7): JSON in and out, the bearer token read
 * from storage (auth_token, token or access_token, cleaned), a time-out (15 s by default) and
 * one error type, ApiError, whose `detail` is the server's message.
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
  /** The server's message (detail, message or error), or null when it gave none. */
  readonly detail: string | null;
  /** The parsed answer body (JSON or text), if any. */
  readonly body: unknown;
  readonly kind: ApiErrorKind;

  constructor(init: { status: number; detail: string | null; body?: unknown; kind?: ApiErrorKind }) {
    const kind = init.kind ?? 'http';
    super(init.detail ?? defaultMessage(kind, init.status));
    this.status = init.status;
    this.detail = init.detail;
    this.body = init.body;
    this.kind = kind;
  }
}

function defaultMessage(kind: ApiErrorKind, status: number): string {
  if (kind === 'timeout') return 'O servidor demorou para responder. Tente novamente.';
  if (kind === 'network') return 'Não foi possível conectar ao servidor. Verifique sua conexão.';
  return `Falha na requisição (HTTP ${status}).`;
}

/**
 * The message of an error answer: a non-empty text body; `detail` as a string or as a list of
 * `{msg}` items joined by ' | '; otherwise `message`, `error`, `erro` or `msg`.
 */
export function extractErrorDetail(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    return text.length > 0 && !text.startsWith('<') ? text : null;
  }
  if (!body || typeof body !== 'object') return null;
  const obj = body as Record<string, unknown>;
  const { detail } = obj;
  if (typeof detail === 'string' && detail.trim()) return detail.trim();
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item) => {
        if (typeof item === 'string') return item;
        if (item && typeof item === 'object' && typeof (item as { msg?: unknown }).msg === 'string') {
          return (item as { msg: string }).msg;
        }
        return '';
      })
      .filter((part) => part.trim().length > 0);
    if (parts.length > 0) return parts.join(' | ');
  }
  for (const key of ['message', 'error', 'erro', 'msg'] as const) {
    const value = obj[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function buildUrl(path: string, query?: ApiOptions['query']): string {
  const base = /^https?:\/\//i.test(path) ? path : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return base;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
  }
  const qs = params.toString();
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
    // The stored session is no longer valid (expired, idle or revoked): the app ends it. Calls
    // made with a token of their own (sign-in) and answers to an older session are left alone.
    if (response.status === 401 && opts.token === undefined && token && storedToken() === token)
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    throw new ApiError({ status: response.status, detail: extractErrorDetail(parsed), body: parsed });
  }
  return parsed as T;
}

export const apiGet = <T = unknown>(path: string, opts?: Omit<ApiOptions, 'body'>) =>
  api<T>('GET', path, opts);
export const apiPost = <T = unknown>(path: string, body?: unknown, opts?: ApiOptions) =>
  api<T>('POST', path, { ...opts, body });
export const apiPut = <T = unknown>(path: string, body?: unknown, opts?: ApiOptions) =>
  api<T>('PUT', path, { ...opts, body });
export const apiPatch = <T = unknown>(path: string, body?: unknown, opts?: ApiOptions) =>
  api<T>('PATCH', path, { ...opts, body });
export const apiDelete = <T = unknown>(path: string, opts?: ApiOptions) => api<T>('DELETE', path, opts);
