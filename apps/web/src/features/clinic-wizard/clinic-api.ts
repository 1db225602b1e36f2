import { apiPost } from '../../lib/api';
import { PHOTO_MISSING_MESSAGE } from '../../lib/profile-photo';
import type { ClinicInfoBody } from './clinic-form';

/** The wizard's publish and its messages (sections 5 and 8). */

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

/** POST /api/v1/infos_clinica/ — creates or replaces the clinic's record (the wizard's publish). */
export function publishClinicInfo(payload: ClinicInfoBody): Promise<unknown> {
  return apiPost('/api/v1/infos_clinica/', payload);
}
