import { apiGet, apiPut } from '../../lib/api';
import { PHOTO_MISSING_MESSAGE } from '../profile';
import type { ClinicInfoBody } from './clinic-form';

/** The clinic's calls (spec 2 section 7) and the wizard's messages (sections 5 and 8). */

export const CLINIC_WIZARD_MESSAGES = {
  notice: 'Todas as informações dessa página são obrigatórias',
  reviewTitle: 'Revise as informações da clínica antes de terminar!',
  published: 'Cadastro da clínica concluído.',
  publishFailed: 'Falha ao publicar. Verifique os campos e tente novamente.',
  noClinicId: 'Não foi possível identificar a clínica (ID). Faça login novamente.',
  photoSending: 'Enviando foto…',
  photoSent: 'Foto da clínica enviada com sucesso!',
  photoFailed: 'Falha ao enviar a foto. Tente novamente.',
  photoMissing: PHOTO_MISSING_MESSAGE,
} as const;

/** The success toast closes after 3 s (spec 2 section 9). */
export const PUBLISHED_TOAST_MS = 3000;

/** GET /api/v1/usuario_clinica/{id}/full */
export interface ClinicFull {
  id: number;
  nome_fantasia?: string | null;
  cnpj?: string | null;
  telefone?: string | null;
  email?: string | null;
  infos?: Record<string, unknown> | null;
  endereco?: Record<string, unknown> | null;
  foto_url?: string | null;
}

const enc = (id: string | number) => encodeURIComponent(String(id));

export const clinicFullKey = (id: string | number | null) => ['usuario_clinica', String(id), 'full'] as const;

export function fetchClinicFull(id: string | number): Promise<ClinicFull> {
  return apiGet<ClinicFull>(`/api/v1/usuario_clinica/${enc(id)}/full`);
}

/** PUT /api/v1/infos_clinica/{id} — saves the record from the profile. */
export function updateClinicInfo(id: string | number, payload: ClinicInfoBody): Promise<unknown> {
  return apiPut(`/api/v1/infos_clinica/${enc(id)}`, payload);
}
