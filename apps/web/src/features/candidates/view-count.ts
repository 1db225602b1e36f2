import { ApiError, apiGet, apiPost } from '../../lib/api';
import { countOf } from './candidate-list-api';

/**
 * Profile views (spec 1 sections 3, 4, 7, 8 and 9): a clinic opening a card registers a view;
 * the count (field visualizacoes) is read with up to 3 attempts, 400 ms apart and doubling, a
 * 404 meaning 0, and cached per candidate.
 */

export const COUNT_PATH = '/api/v1/visualizacoes/visualizacoes/count';
export const REGISTER_PATH = '/api/v1/visualizacoes/visualizacoes';
export const VIEW_COUNT_ATTEMPTS = 3;
export const VIEW_COUNT_FIRST_DELAY_MS = 400;

export const viewKeys = {
  all: ['visualizacoes'] as const,
  count: (candidateId: number | string) => ['visualizacoes', String(candidateId)] as const,
};

/** Answers that another attempt cannot change (session, permission, bad id). */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 422]);

/**
 * TanStack Query's `retry` for the count: `failureCount` failures so far (0 after the first),
 * so at most VIEW_COUNT_ATTEMPTS attempts in all; client errors are not tried again.
 */
export function viewCountRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && FINAL_STATUSES.has(error.status)) return false;
  return failureCount < VIEW_COUNT_ATTEMPTS - 1;
}

/** TanStack Query's `retryDelay`: 400 ms, then 800 ms. */
export const viewCountRetryDelay = (failureCount: number): number =>
  VIEW_COUNT_FIRST_DELAY_MS * 2 ** failureCount;

/** The count of an answer: {visualizacoes} or a bare number; 0 when absent. */
export function viewsOf(answer: unknown): number {
  if (answer && typeof answer === 'object') {
    return countOf((answer as { visualizacoes?: unknown }).visualizacoes) ?? 0;
  }
  return countOf(answer) ?? 0;
}

/** GET …/count?candidato_id=: the count; a 404 (no views, unknown candidate) is 0. */
export async function fetchViewCount(candidateId: number | string, signal?: AbortSignal): Promise<number> {
  try {
    return viewsOf(await apiGet(COUNT_PATH, { query: { candidato_id: candidateId }, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

export const UNEXPECTED_VIEW_ERROR = 'Erro inesperado ao comunicar com o servidor.';

/** The view registration's failure text (spec 1 section 8), for the console. */
export function viewRegistrationMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    return `Falha na requisição (${error.status}): ${error.detail ?? 'sem mensagem do servidor'}`;
  }
  return UNEXPECTED_VIEW_ERROR;
}

/** POST …?candidato_id= (clinics): the new count, or null when the answer has none. */
export async function registerView(candidateId: number | string): Promise<number | null> {
  try {
    const answer = await apiPost(REGISTER_PATH, undefined, { query: { candidato_id: candidateId } });
    return answer && typeof answer === 'object' && 'visualizacoes' in answer ? viewsOf(answer) : null;
  } catch (error) {
    throw new Error(viewRegistrationMessage(error), { cause: error });
  }
}

/** '1 visualização', '12 visualizações'. */
export function formatViews(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? 'visualização' : 'visualizações'}`;
}
