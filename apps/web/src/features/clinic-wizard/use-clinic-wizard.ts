import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Id } from 'react-toastify';
import { failureDetail } from '../../lib/failure-detail';
import { notify } from '../../lib/notify';
import { photoKeys } from '../../lib/profile-photo';
import { CLINIC_WIZARD_MESSAGES, PUBLISHED_TOAST_MS, publishClinicInfo } from './clinic-api';
import { type ClinicInfoForm, clinicPayload, emptyClinicForm } from './clinic-form';
import type { ClinicFormUpdate } from './equipment-fields';
import type { ClinicContext } from './use-clinic-context';

export const CLINIC_STEPS = ['Informações da Clínica', 'Revisão'] as const;

/** The step after moving by `delta`, kept between the first and the last step. */
export function moveClinicStep(current: number, delta: number): number {
  return Math.min(Math.max(current + delta, 0), CLINIC_STEPS.length - 1);
}

export interface PublishError {
  message: string;
  detail: string | null;
}

/**
 * The clinic wizard's state: the step, the form (in memory), the photo preview and the publish.
 * Without the clinic's id nothing is sent and 'Não foi possível identificar a clínica (ID). Faça
 * login novamente.' is shown. On success 'Cadastro da clínica concluído.' (3 s) and /perfil, which
 * shows the clinic as just published; on failure the spec's toast (closed when the user publishes
 * again) and the user stays on the review.
 */
export function useClinicWizard(context: ClinicContext) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<ClinicInfoForm>(emptyClinicForm);
  const [photo, setPhoto] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<PublishError | null>(null);

  const photoRef = useRef<string | null>(null);
  const failureToast = useRef<Id | null>(null);

  /** Keeps the preview of the last photo sent (the previous object URL is released). */
  const replacePhoto = useCallback((url: string) => {
    if (photoRef.current) URL.revokeObjectURL(photoRef.current);
    photoRef.current = url;
    setPhoto(url);
  }, []);
  useEffect(
    () => () => {
      if (photoRef.current) URL.revokeObjectURL(photoRef.current);
    },
    [],
  );

  const update: ClinicFormUpdate = useCallback((fn) => setForm((current) => fn(current)), []);
  const go = useCallback((delta: number) => setStep((current) => moveClinicStep(current, delta)), []);

  const publish = async () => {
    if (publishing) return;
    notify.dismiss(failureToast.current);
    failureToast.current = null;
    if (!context.id) {
      failureToast.current = notify.error(CLINIC_WIZARD_MESSAGES.noClinicId);
      setPublishError({ message: CLINIC_WIZARD_MESSAGES.noClinicId, detail: null });
      return;
    }
    setPublishing(true);
    setPublishError(null);
    try {
      await publishClinicInfo(clinicPayload(form, context.id));
    } catch (error) {
      failureToast.current = notify.error(CLINIC_WIZARD_MESSAGES.publishFailed);
      setPublishError({ message: CLINIC_WIZARD_MESSAGES.publishFailed, detail: failureDetail(error) });
      setPublishing(false);
      return;
    }
    notify.success(CLINIC_WIZARD_MESSAGES.published, { autoClose: PUBLISHED_TOAST_MS, carry: true });
    // /perfil must show what was just sent, not a copy read before (by the wizard, or by an
    // earlier visit to /perfil): every cached read of the clinic is read again first.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['usuario_clinica', context.id], refetchType: 'all' }),
      queryClient.invalidateQueries({
        queryKey: photoKeys.photo('clinica', context.id),
        refetchType: 'all',
      }),
    ]);
    navigate('/perfil');
  };

  return { step, go, form, update, photo, setPhoto: replacePhoto, publish, publishing, publishError };
}
