import { STORAGE_KEYS } from '@app/shared';
import { createElement, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { PRIVACY_POLICY_VERSION } from '../../content/legal';
import { notify } from '../../lib/notify';
import { PublishFailureToast } from './publish-failure-toast';
import { buildPublishPayload } from './publish-payload';
import type { CandidateContext } from './use-candidate-context';
import { failureDetail, publishCandidate, WIZARD_MESSAGES } from './wizard-api';
import { emptyDraft, type WizardDraft } from './wizard-draft';
import { moveStep } from './wizard-steps';

/** An update of the draft: a new draft computed from the current one. */
export type DraftUpdate = (update: (draft: WizardDraft) => WizardDraft) => void;

/**
 * The wizard's state: the step (bounded moves), the draft (in memory) and the publish. On
 * success the two toasts stay open, the stored candidato and tipo_profissao are removed and the
 * user goes to /perfil; on failure the user stays on the review with everything kept.
 */
export function useCandidateWizard(context: CandidateContext) {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<WizardDraft>(emptyDraft);
  const [publishing, setPublishing] = useState(false);
  const [publishError, setPublishError] = useState<string | null>(null);

  const update: DraftUpdate = useCallback((fn) => setDraft((current) => fn(current)), []);
  const go = useCallback((delta: number) => setStep((current) => moveStep(current, delta)), []);

  const publish = async () => {
    if (publishing || !context.id) return;
    setPublishing(true);
    setPublishError(null);
    try {
      await publishCandidate(context.id, buildPublishPayload(draft, context.record, PRIVACY_POLICY_VERSION));
    } catch (error) {
      const detail = failureDetail(error);
      setPublishError(detail ?? WIZARD_MESSAGES.publishFailed);
      notify.error(createElement(PublishFailureToast, { detail }));
      setPublishing(false);
      return;
    }
    notify.success(WIZARD_MESSAGES.published, { autoClose: false });
    notify.success(WIZARD_MESSAGES.thanks(context.profession), { autoClose: false });
    localStorage.removeItem(STORAGE_KEYS.candidate);
    localStorage.removeItem(STORAGE_KEYS.profession);
    navigate('/perfil');
  };

  return { step, go, draft, update, publish, publishing, publishError };
}
