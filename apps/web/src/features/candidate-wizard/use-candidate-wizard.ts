import { useCallback, useRef, useState } from 'react';
import { useWizardSteps } from '../../components/wizard/use-wizard-steps';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { deviceDraftKey } from '../../lib/device-draft';
import { useDeviceDraft } from '../../lib/use-device-draft';
import { usePublishCandidate } from './api/publish';
import { fieldsOfStep } from './form-schema';
import { buildPublishPayload } from './publish-payload';
import { useAfterPublish } from './use-after-publish';
import type { CandidateContext } from './use-candidate-context';
import { useCandidateForm } from './use-candidate-form';
import { useConsentError } from './use-consent-error';
import { usePublishFailure } from './use-publish-failure';
import { STEP_NAMES } from './wizard-steps';

/**
 * The wizard's state: one react-hook-form form checked by the server's schemas (each step before
 * it moves on), the step, the photo preview, the draft on the device and the publish. On success
 * one toast with the spec's two texts stays open, the stored candidato, tipo_profissao and draft
 * are removed, the published profile is handed to /perfil and the user goes there. On failure the
 * user stays on the review with everything kept; the fields the server refused are marked with
 * their messages and listed with a way back to their step.
 */
export function useCandidateWizard(context: CandidateContext) {
  const afterPublish = useAfterPublish();
  const form = useCandidateForm(context.record);
  const fieldsOf = useCallback((step: number) => fieldsOfStep(step, context.record), [context.record]);
  const steps = useWizardSteps(form, fieldsOf, STEP_NAMES.length);
  const draft = useDeviceDraft(
    form,
    context.status === 'ready' ? deviceDraftKey('curriculo', context.id) : null,
  );
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);
  const consent = useConsentError(form);
  const failure = usePublishFailure(form, context.record, consent.refuse);
  const mutation = usePublishCandidate();
  // A second tap before React re-renders must not send the wizard twice.
  const inFlight = useRef(false);

  const publish = async () => {
    if (inFlight.current || !context.id) return;
    const id = context.id;
    inFlight.current = true;
    consent.clear();
    failure.clear();
    if (!(await steps.checkAll())) {
      inFlight.current = false;
      return;
    }
    if (form.getValues('consentimento') !== true) {
      inFlight.current = false;
      consent.refuse();
      return;
    }
    const payload = {
      ...buildPublishPayload(form.getValues(), context.record, PRIVACY_POLICY_VERSION),
      consentimento: true as const,
    };
    mutation.mutate(
      { id, payload },
      {
        onError: (error) => {
          inFlight.current = false;
          failure.fail(error);
        },
        onSuccess: (published) => {
          draft.clear();
          afterPublish(id, published, context.profession);
        },
      },
    );
  };

  return {
    form,
    ...steps,
    draft,
    photoPreview,
    setPhotoPreview,
    publish,
    publishing: mutation.isPending,
    publishError: failure.publishError,
    fieldErrors: failure.fieldErrors,
    consentError: consent.consentError,
    setConsent: consent.setConsent,
  };
}
