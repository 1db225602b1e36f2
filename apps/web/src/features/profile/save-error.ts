import { ApiError } from '../../lib/api';
import { isOutage, OUTAGE_MESSAGE } from '../../lib/user-message';

/** How a failed save is told in the edit dialogs (spec 2 section 8). */

export const SAVE_FAILED = 'Não foi possível salvar. Verifique os campos e tente novamente.';
export const UNKNOWN_ERROR = 'Erro desconhecido';

/** Reason phrases of the statuses an API answer may carry (HTTP/2 answers have none of their own). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? '';
}

export interface SaveError {
  /** SAVE_FAILED, or OUTAGE_MESSAGE when the server could not be reached. */
  message: string;
  /** 'Erro {status} {statusText} - {detail}', the client's reason, or 'Erro desconhecido'. */
  detail: string;
}

/**
 * The message of a failed save: 'Não foi possível salvar. Verifique os campos e tente novamente.'
 * followed by 'Erro 422 Unprocessable Entity - CEP inválido: informe 8 dígitos.' (status, status
 * text and the server's detail when it gave one). Without an answer (time-out, network) the
 * reason is told instead; anything else is 'Erro desconhecido'. An outage (no answer, 502–504) is
 * 'Sem conexão com o servidor. Seus dados continuam aqui; tente de novo.' alone.
 */
export function formatSaveError(error: unknown): SaveError {
  // The server could not be reached: nothing the person typed is wrong (lib/user-message.ts).
  if (isOutage(error)) return { message: OUTAGE_MESSAGE, detail: '' };
  if (error instanceof ApiError) {
    if (error.kind !== 'http') return { message: SAVE_FAILED, detail: error.message };
    const head = ['Erro', String(error.status), statusText(error.status)].filter(Boolean).join(' ');
    return { message: SAVE_FAILED, detail: error.detail ? `${head} - ${error.detail}` : head };
  }
  if (error instanceof Error && error.message) return { message: SAVE_FAILED, detail: error.message };
  return { message: SAVE_FAILED, detail: UNKNOWN_ERROR };
}
