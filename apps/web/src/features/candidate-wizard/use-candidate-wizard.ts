import { PUBLISH_CONSENT_MESSAGE, STORAGE_KEYS } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { Id } from 'react-toastify';
import { showPublishedProfile } from '../../api/candidate-profile';
import { useWizardSteps } from '../../components/wizard/use-wizard-steps';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { deviceDraftKey } from '../../lib/device-draft';
import { notify } from '../../lib/notify';
import { publishedState } from '../../lib/published-state';
import { refusedFields } from '../../lib/server-field-errors';
import { useDeviceDraft } from '../../lib/use-device-draft';
import { useReturnParam } from '../../lib/use-login-path';
import { failureDetail, isOutage, OUTAGE_MESSAGE } from '../../lib/user-message';
import { usePublishCandidate } from './api/publish';
import { placeServerError, type WizardFieldError } from './field-errors';
import { fieldsOfStep, wizardSchema } from './form-schema';
import { PublishFailureToast } from './publish-failure-toast';
import { buildPublishPayload } from './publish-payload';
import { PublishedToast } from './published-toast';
import type { CandidateContext } from './use-candidate-context';
import { WIZARD_MESSAGES } from './wizard-api';
import { emptyDraft, type WizardDraft } from './wizard-draft';
import { STEP_NAMES } from './wizard-steps';

/** The consent checkbox's id (review-step.tsx). */
const CONSENT_ID = 'consentimento';

/**
 * The wizard's state: one react-hook-form form checked by the server's schemas (each step before
 * it moves on), the step, the photo preview, the draft on the device and the publish. On success
 * one toast with the spec's two texts stays open, the stored candidato, tipo_profissao and draft
 * are removed, the published profile is handed to /perfil and the user goes there. On failure the
 * user stays on the review with everything kept; the fields the server refused are marked with
 * their messages and listed with a way back to their step.
 */
export function useCandidateWizard(context: CandidateContext) {
  const navigate = useNavigate();
  const returnTo = useReturnParam();
  const queryClient = useQueryClient();
  const recordRef = useRef(context.record);
  recordRef.current = context.record;
  const form = useForm<WizardDraft>({
    defaultValues: emptyDraft(),
    // The profession may arrive after the first render: the resolver reads the current one.
    resolver: (values, ctx, options) =>
      (zodResolver(wizardSchema(recordRef.current)) as unknown as Resolver<WizardDraft>)(
        values,
        ctx,
        options,
      ),
  });
  const fieldsOf = useCallback((step: number) => fieldsOfStep(step, context.record), [context.record]);
  const steps = useWizardSteps(form, fieldsOf, STEP_NAMES.length);
  const draft = useDeviceDraft(
    form,
    context.status === 'ready' ? deviceDraftKey('curriculo', context.id) : null,
  );
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);
  const [publishError, setPublishError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<WizardFieldError[]>([]);
  /** The consent's own message, shown beside the checkbox (never a publish failure toast). */
  const [consentError, setConsentError] = useState<string | null>(null);
  const mutation = usePublishCandidate();
  // A second tap before React re-renders must not send the wizard twice.
  const inFlight = useRef(false);
  const failureToast = useRef<Id | null>(null);

  const refuseConsent = () => {
    setConsentError(PUBLISH_CONSENT_MESSAGE);
    const box = document.getElementById(CONSENT_ID);
    box?.focus();
    box?.scrollIntoView({ block: 'center' });
  };

  const fail = (error: unknown) => {
    // No answer from the server: nothing typed is wrong and everything stays (lib/user-message.ts).
    if (isOutage(error)) {
      setPublishError(OUTAGE_MESSAGE);
      failureToast.current = notify.error(OUTAGE_MESSAGE);
      return;
    }
    if (failureDetail(error) === PUBLISH_CONSENT_MESSAGE) {
      refuseConsent();
      return;
    }
    const values = form.getValues();
    const placed = refusedFields(error)
      .map((e) => placeServerError(e, values, context.record))
      .filter(
        (e, i, all): e is WizardFieldError => e !== null && all.findIndex((o) => o?.path === e.path) === i,
      );
    for (const e of placed) form.setError(e.path as never, { type: 'server', message: e.message });
    setFieldErrors(placed);
    const first = placed[0];
    const detail = first ? `${first.label}: ${first.message}` : failureDetail(error);
    setPublishError(first ? null : (detail ?? WIZARD_MESSAGES.publishFailed));
    failureToast.current = notify.error(createElement(PublishFailureToast, { detail }));
  };

  const publish = async () => {
    if (inFlight.current || !context.id) return;
    const id = context.id;
    inFlight.current = true;
    setPublishError(null);
    setFieldErrors([]);
    setConsentError(null);
    notify.dismiss(failureToast.current);
    failureToast.current = null;
    if (!(await steps.checkAll())) {
      inFlight.current = false;
      return;
    }
    if (form.getValues('consentimento') !== true) {
      inFlight.current = false;
      refuseConsent();
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
          fail(error);
        },
        onSuccess: (published) => {
          draft.clear();
          showPublishedProfile(queryClient, id, published);
          notify.success(createElement(PublishedToast, { profession: context.profession }), {
            autoClose: false,
            carry: true,
          });
          localStorage.removeItem(STORAGE_KEYS.candidate);
          localStorage.removeItem(STORAGE_KEYS.profession);
          // Back to the vaga the visitor wanted to apply to (`?next=`, its apply dialog ready), else /perfil.
          if (returnTo) navigate(returnTo);
          else navigate('/perfil', { state: publishedState });
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
    publishError,
    fieldErrors,
    consentError,
    /** Ticking the consent clears its message. */
    setConsent: (checked: boolean) => {
      form.setValue('consentimento', checked);
      if (checked) setConsentError(null);
    },
  };
}
