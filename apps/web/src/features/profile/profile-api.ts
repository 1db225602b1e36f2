import type { ProfessionRecord } from '@app/shared';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, buildUrl, extractErrorDetail } from '../../lib/api';
import { extensionOf } from '../../lib/file-extension';
import { getToken } from '../../lib/session';

/** The own-profile calls (spec 2 section 7, 'Own profile'). */

export type AccountKind = 'clinica' | 'candidato';

export interface FormacaoAnswer {
  id: number;
  nivel_escolaridade?: string | null;
  curso?: string | null;
  instituicao?: string | null;
  nome_instituicao?: string | null;
  ano_conclusao?: number | string | null;
  data_conclusao?: number | string | null;
}

export interface ExperienciaAnswer {
  id: number;
  cargo?: string | null;
  tempo_experiencia?: string | null;
  tempo?: string | null;
  descricao?: string | null;
  atividades?: string | null;
}

export interface CandidateEnderecoAnswer {
  estado?: string | null;
  cep?: string | null;
  cidade?: string | null;
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  deseja_atuar_fora?: boolean | null;
}

export interface ProfessionalAnswer {
  tipo: ProfessionRecord;
  data: Record<string, unknown>;
}

/** GET /api/v1/usuario_candidato/{id}/full */
export interface CandidateFull {
  id: number;
  nome?: string | null;
  email?: string | null;
  telefone?: string | null;
  tipo_profissao?: string | null;
  formacoes?: FormacaoAnswer[];
  experiencias?: ExperienciaAnswer[];
  endereco?: CandidateEnderecoAnswer | null;
  registro?: ProfessionalAnswer | null;
  foto_url?: string | null;
  visualizacoes?: number;
}

const enc = (id: string | number) => encodeURIComponent(String(id));

export const profileKeys = {
  candidate: (id: string) => ['usuario_candidato', id, 'full'] as const,
  candidateAll: (id: string) => ['usuario_candidato', id] as const,
  record: (kind: ProfessionRecord | null, id: string) => ['registro', kind, id] as const,
  photo: (kind: AccountKind, id: string) => ['foto', kind, id] as const,
};

export const fetchCandidateFull = (id: string) =>
  apiGet<CandidateFull>(`/api/v1/usuario_candidato/${enc(id)}/full`);

/** GET /api/v1/{radiologista|tecnico|recepcionista}/{id}: the record, or null when there is none. */
export async function fetchProfessionalRecord(
  kind: ProfessionRecord,
  id: string,
): Promise<ProfessionalAnswer | null> {
  try {
    const answer = await apiGet<ProfessionalAnswer | Record<string, unknown>>(`/api/v1/${kind}/${enc(id)}`);
    if (
      answer &&
      typeof answer === 'object' &&
      'data' in answer &&
      answer.data &&
      typeof answer.data === 'object'
    ) {
      return { tipo: kind, data: answer.data as Record<string, unknown> };
    }
    return answer && typeof answer === 'object'
      ? { tipo: kind, data: answer as Record<string, unknown> }
      : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The photo link of an answer: plain text, {url}, a string, or a list of items with url. */
export function photoUrlOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer.trim() || null;
  if (Array.isArray(answer)) {
    for (const item of answer) {
      const url = photoUrlOf(item);
      if (url) return url;
    }
    return null;
  }
  if (answer && typeof answer === 'object') {
    const { url } = answer as { url?: unknown };
    return typeof url === 'string' && url.trim() ? url.trim() : null;
  }
  return null;
}

/** GET /api/v1/arquivos/perfil/{tipo}/{id}?expires=3600: the photo link, or null (none, or any failure). */
export async function fetchPhotoUrl(kind: AccountKind, id: string): Promise<string | null> {
  try {
    return photoUrlOf(
      await apiGet(`/api/v1/arquivos/perfil/${kind}/${enc(id)}`, { query: { expires: 3600 } }),
    );
  } catch {
    return null;
  }
}

export const PHOTO_TIMEOUT_MS = 15_000;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PHOTO_MISSING_MESSAGE = 'Arquivo ou usuário não encontrado.';

/**
 * POST /api/v1/arquivos/perfil/{tipo}/{id}: the photo in the field `arquivo`, renamed to the
 * user id plus its extension; 15 s time-out. Without an id or a file it fails with
 * 'Arquivo ou usuário não encontrado.' before any request.
 */
export async function uploadProfilePhoto(
  kind: AccountKind,
  id: string | number | null | undefined,
  file: File | null,
): Promise<void> {
  if (id == null || id === '' || !file) throw new Error(PHOTO_MISSING_MESSAGE);
  const body = new FormData();
  body.append('arquivo', file, `${id}.${extensionOf(file)}`);
  await apiPost(`/api/v1/arquivos/perfil/${kind}/${enc(String(id))}`, body, { timeoutMs: PHOTO_TIMEOUT_MS });
}

// --- Saves -------------------------------------------------------------------------------------

export const saveFormacao = (rowId: number, body: unknown) =>
  apiPut(`/api/v1/formacao_candidato/${rowId}`, body);
export const createFormacao = (body: unknown) => apiPost<{ id: number }>('/api/v1/formacao_candidato/', body);
export const deleteFormacao = (rowId: number) => apiDelete(`/api/v1/formacao_candidato/${rowId}`);

export const saveExperiencia = (rowId: number, body: unknown) =>
  apiPut(`/api/v1/experiencia_candidato/${rowId}`, body);
export const createExperiencia = (body: unknown) =>
  apiPost<{ id: number }>('/api/v1/experiencia_candidato/', body);
export const deleteExperiencia = (rowId: number) => apiDelete(`/api/v1/experiencia_candidato/${rowId}`);

export const saveCandidateEndereco = (candidateId: string, body: unknown) =>
  apiPut(`/api/v1/endereco_candidato/${enc(candidateId)}`, body);

export const saveProfessionalRecord = (kind: ProfessionRecord, candidateId: string, body: unknown) =>
  apiPut(`/api/v1/${kind}/${enc(candidateId)}`, body);

// --- Account -----------------------------------------------------------------------------------

/** DELETE /api/v1/usuario_{candidato|clinica}/{id} */
export const deleteAccount = (kind: AccountKind, id: string) =>
  apiDelete<{ detail?: string }>(`/api/v1/usuario_${kind}/${enc(id)}`);

export const EXPORT_FILE_NAME = 'meus-dados-rx-odonto.json';

/**
 * GET /api/v1/usuarios/me/export with the bearer token, saved by the browser as
 * meus-dados-rx-odonto.json (a Blob behind an object URL and a temporary <a download>).
 */
export async function downloadMyData(): Promise<void> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl('/api/v1/usuarios/me/export'), { headers });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // plain text answer
    }
    throw new ApiError({ status: response.status, detail: extractErrorDetail(body), body });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
