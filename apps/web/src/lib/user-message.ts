import { ApiError } from './api';

/**
 * What the user is told when something fails: the one place that maps an error to a message.
 * An outage (no answer: network error, a fetch TypeError, a time-out; or a gateway that could not
 * reach the server: 502, 503, 504) is never blamed on what the person typed: it says what
 * happened and that nothing was lost. Other failures keep the message of their context (the
 * spec's texts), with the server's explanation when it gave one.
 */

export const OUTAGE_MESSAGE = 'Sem conexão com o servidor. Seus dados continuam aqui; tente de novo.';
/** A page (or part of one) that could not be read. */
export const LOAD_FAILED = 'Não foi possível carregar esta página.';
export const RETRY_LABEL = 'Tentar de novo';

const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** The server could not be reached (or a gateway in front of it could not reach it). */
export function isOutage(error: unknown): boolean {
  if (error instanceof ApiError) return error.kind !== 'http' || GATEWAY_STATUSES.has(error.status);
  // fetch() itself, a lazy route's chunk, or any other request made without the api client.
  if (error instanceof TypeError)
    return /fetch|network|load failed|dynamically imported module|importing a module/i.test(error.message);
  return false;
}

/**
 * The message to show for `error`: OUTAGE_MESSAGE for an outage; otherwise `fallback` (the
 * context's own text, e.g. the spec's 'Falha ao publicar. Verifique os campos e tente novamente.').
 */
export function userMessage(error: unknown, fallback: string): string {
  return isOutage(error) ? OUTAGE_MESSAGE : fallback;
}

/**
 * The server's explanation of a failure, shown under the message: its `detail`, or the reason
 * of a failure without an answer; null for an outage (the message already says it all).
 */
export function failureDetail(error: unknown): string | null {
  if (isOutage(error)) return null;
  if (error instanceof ApiError) return error.detail ?? (error.kind === 'http' ? null : error.message);
  if (error instanceof Error && error.message) return error.message;
  return null;
}
