import { PHOTO_MISSING_MESSAGE } from '../../lib/profile-photo';

/** The clinic wizard's messages. */

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

/** The success toast closes after 3 s. */
export const PUBLISHED_TOAST_MS = 3000;
