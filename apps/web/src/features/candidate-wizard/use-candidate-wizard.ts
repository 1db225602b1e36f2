import { STORAGE_KEYS } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Id } from 'react-toastify';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { failureDetail } from '../../lib/failure-detail';
import { notify } from '../../lib/notify';
import { publishedState } from '../../lib/published-state';
import { showPublishedProfile } from '../candidates';
import { PublishFailureToast } from './publish-failure-toast';
import { buildPublishPayload } from './publish-payload';
import { PublishedToast } from './published-toast';
import type { CandidateContext } from './use-candidate-context';
import { publishCandidate, WIZARD_MESSAGES } from './wizard-api';
import { emptyDraft, type WizardDraft } from './wizard-draft';
import { moveStep } from './wizard-steps';

/** An update of the draft: a new draft computed from the current one. */
export type DraftUpdate = (update: (draft: WizardDraft) => WizardDraft) => void;

/**
 * The wizard's state: the step (bounded moves), the draft (in memory) and the publish. On
 * success one toast with the spec's two texts stays open (it closes on the page after /perfil),
 * the stored candidato and tipo_profissao are removed, the published profile is handed to
 * /perfil (so it shows at once what was sent) and the user goes there; on failure the user stays
 * on the review with everything kept, and the failure toast closes when they publish again.
 */
export function useCandidateWizard(context: CandidateContext) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<WizardDraft>(emptyDraft);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);
  // A second tap before React re-renders must not send the wizard twice.
  const inFlight = useRef(false);
  const failureToast = useRef<Id | null>(null);

  const update: DraftUpdate = useCallback((fn) => setDraft((current) => fn(current)), []);
  const go = useCallback((delta: number) => setStep((current) => moveStep(current, delta)), []);

  const publish = async () => {
    if (inFlight.current || !context.id) return;
    const id = context.id;
    inFlight.current = true;
    setPublishing(true);
    setPublishError(null);
    notify.dismiss(failureToast.current);
    failureToast.current = null;
    let published: Awaited<ReturnType<typeof publishCandidate>>;
    try {
      published = await publishCandidate(
        id,
        buildPublishPayload(draft, context.record, PRIVACY_POLICY_VERSION),
      );
    } catch (error) {
      const detail = failureDetail(error);
      setPublishError(detail ?? WIZARD_MESSAGES.publishFailed);
      failureToast.current = notify.error(createElement(PublishFailureToast, { detail }));
      inFlight.current = false;
      setPublishing(false);
      return;
    }
    showPublishedProfile(queryClient, id, published);
    notify.success(createElement(PublishedToast, { profession: context.profession }), {
      autoClose: false,
      carry: true,
    });
    localStorage.removeItem(STORAGE_KEYS.candidate);
    localStorage.removeItem(STORAGE_KEYS.profession);
    navigate('/perfil', { state: publishedState });
  };

  return { step, go, draft, update, publish, publishing, publishError };
}
