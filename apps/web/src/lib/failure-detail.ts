import { ApiError } from './api';

/** The server's explanation of a failure, when it gave one (shown under the spec's message). */
export function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError) return error.detail ?? (error.kind === 'http' ? null : error.message);
  if (error instanceof Error && error.message) return error.message;
  return null;
}
