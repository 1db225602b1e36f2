import { clinicPublishSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useFailureToast } from '../../components/wizard/use-failure-toast';
import { useWizardSteps } from '../../components/wizard/use-wizard-steps';
import { deviceDraftKey } from '../../lib/device-draft';
import { notify } from '../../lib/notify';
import { photoKeys } from '../../lib/profile-photo';
import { refusedFields } from '../../lib/server-field-errors';
import { useDeviceDraft } from '../../lib/use-device-draft';
import { failureDetail, userMessage } from '../../lib/user-message';
import { usePublishClinic } from './api/publish';
import { CLINIC_WIZARD_MESSAGES, PUBLISHED_TOAST_MS } from './clinic-api';
import { type ClinicInfoForm, clinicPayload, emptyClinicForm } from './clinic-form';
import { type ClinicFieldError, placeClinicErrors } from './field-errors';
import type { ClinicContext } from './use-clinic-context';
import { useClinicForm } from './use-clinic-form';
import { usePhotoPreview } from './use-photo-preview';

export const CLINIC_STEPS = ['Informações da Clínica', 'Revisão'] as const;

/** Step 1 holds every field of the form; the review holds none. */
const fieldsOf = (step: number): readonly string[] =>
  step === 0 ? (Object.keys(emptyClinicForm()) as (keyof ClinicInfoForm)[]) : [];

export interface PublishError {
  message: string;
  detail: string | null;
}

/**
 * The clinic wizard's state: one react-hook-form form checked with the server's publish schema
 * (the address is required) before 'Prosseguir' and before Publicar, the photo preview, the draft
 * on the device and the publish. Without the clinic's id nothing is sent and 'Não foi possível
 * identificar a clínica (ID). Faça login novamente.' is shown. On success 'Cadastro da clínica
 * concluído.' (3 s) and /perfil, which shows the clinic as just published; on failure the spec's
 * toast, the refused fields marked and listed with 'Corrigir', and the user stays on the review.
 */
export function useClinicWizard(context: ClinicContext) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ClinicInfoForm>({
    defaultValues: emptyClinicForm(),
    resolver: zodResolver(clinicPublishSchema) as unknown as Resolver<ClinicInfoForm>,
  });
  const fields = useClinicForm(form);
  const steps = useWizardSteps(form, fieldsOf, CLINIC_STEPS.length);
  const draft = useDeviceDraft(form, context.id ? deviceDraftKey('clinica', context.id) : null);
  const mutation = usePublishClinic();
  const { photo, replace: replacePhoto } = usePhotoPreview();
  const [publishError, setPublishError] = useState<PublishError | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ClinicFieldError[]>([]);
  const failureToast = useFailureToast();

  const fail = (error: unknown) => {
    const placed = placeClinicErrors(refusedFields(error));
    for (const e of placed) form.setError(e.field, { type: 'server', message: e.message });
    setFieldErrors(placed);
    // An outage is not the fields' fault: it says so (lib/user-message.ts); the form keeps everything.
    const message = userMessage(error, CLINIC_WIZARD_MESSAGES.publishFailed);
    failureToast.show(message);
    const detail = placed.length > 0 ? null : failureDetail(error);
    setPublishError({ message, detail });
  };

  const publish = async () => {
    if (mutation.isPending) return;
    failureToast.dismiss();
    if (!context.id) {
      failureToast.show(CLINIC_WIZARD_MESSAGES.noClinicId);
      setPublishError({ message: CLINIC_WIZARD_MESSAGES.noClinicId, detail: null });
      return;
    }
    const id = context.id;
    setPublishError(null);
    setFieldErrors([]);
    if (!(await steps.checkAll())) return;
    mutation.mutate(clinicPayload(form.getValues(), id), {
      onError: fail,
      onSuccess: async () => {
        draft.clear();
        notify.success(CLINIC_WIZARD_MESSAGES.published, { autoClose: PUBLISHED_TOAST_MS, carry: true });
        // /perfil must show what was just sent, not a copy read before (by the wizard, or by an
        // earlier visit to /perfil): every cached read of the clinic is read again first.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ['usuario_clinica', id], refetchType: 'all' }),
          queryClient.invalidateQueries({ queryKey: photoKeys.photo('clinica', id), refetchType: 'all' }),
        ]);
        navigate('/perfil');
      },
    });
  };

  return {
    ...steps,
    ...fields,
    draft,
    photo,
    setPhoto: replacePhoto,
    publish,
    publishing: mutation.isPending,
    publishError,
    fieldErrors,
  };
}
