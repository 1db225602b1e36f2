import type { CandidateSignup, ClinicSignup } from '@app/shared';
import { ApiError, apiPost } from '../../lib/api';
import type { FieldMessages } from '../../lib/form-validation';

/** The registration calls of spec 1, section 7, and how their failures are told. */

const TIMEOUT_MS = 10_000;

export interface CreatedCandidate {
  id: string | number;
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  dataNascimento?: string | null;
  tipo_profissao: string;
  data_cadastro?: string;
  tipo_usuario?: string;
  [key: string]: unknown;
}

export interface CreatedClinic {
  id: string | number;
  nome_fantasia: string;
  cnpj: string;
  telefone: string;
  email: string;
  data_cadastro?: string;
  tipo_usuario?: string;
  [key: string]: unknown;
}

type WithGoogle<T> = T & { google_id_token?: string };

/** POST /usuario_candidato/ — the created candidate. */
export function createCandidate(payload: WithGoogle<CandidateSignup>): Promise<CreatedCandidate> {
  return apiPost<CreatedCandidate>('/usuario_candidato/', payload, { token: null, timeoutMs: TIMEOUT_MS });
}

/** POST /usuario_clinica/ — the created clinic. */
export function createClinic(payload: WithGoogle<ClinicSignup>): Promise<CreatedClinic> {
  return apiPost<CreatedClinic>('/usuario_clinica/', payload, { token: null, timeoutMs: TIMEOUT_MS });
}

/**
 * The toast of a failed registration (spec 1, section 8): 409 has its own text; otherwise the
 * server's message, error or detail, else 'Erro na requisição'; no answer: the generic text;
 * anything else: 'Erro desconhecido'.
 */
export function signupErrorMessage(error: unknown, texts: { conflict: string; failed: string }): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return texts.conflict;
    if (error.kind !== 'http') return texts.failed;
    return error.detail ?? 'Erro na requisição';
  }
  if (error instanceof Error) return texts.failed;
  return 'Erro desconhecido';
}

const FIELD_IN_DETAIL = /^Campo '([^']+)':\s*(.+)$/;

/**
 * Field messages of a 422 answer: its `errors` list ({field, message}) or a detail of the form
 * "Campo 'cpf': CPF inválido.", kept for the fields the form has.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldMessages {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const found: FieldMessages = {};
  const add = (path: string, message: string) => {
    const field = path.split(/[./]/).find(Boolean) ?? '';
    if (fields.includes(field) && !found[field] && message.trim()) found[field] = message.trim();
  };
  const body = error.body && typeof error.body === 'object' ? (error.body as Record<string, unknown>) : {};
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) {
      if (item && typeof item === 'object') {
        const { field, message } = item as { field?: unknown; message?: unknown };
        if (typeof field === 'string' && typeof message === 'string') add(field, message);
      }
    }
  }
  const match = error.detail ? FIELD_IN_DETAIL.exec(error.detail) : null;
  if (match?.[1] && match[2]) add(match[1], match[2]);
  return found;
}

/** Whether a registration failed only because the Google ID token was refused (422 on google_id_token). */
export function isGoogleTokenRefusal(error: unknown): boolean {
  return 'google_id_token' in serverFieldErrors(error, ['google_id_token']);
}
