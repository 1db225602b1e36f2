import { type ProfessionRecord, PUBLISH_CONSENT_MESSAGE } from '@app/shared';
import { createElement, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useFailureToast } from '../../components/wizard/use-failure-toast';
import { refusedFields } from '../../lib/server-field-errors';
import { failureDetail, isOutage, OUTAGE_MESSAGE } from '../../lib/user-message';
import { placeServerError, type WizardFieldError } from './field-errors';
import { PublishFailureToast } from './publish-failure-toast';
import { WIZARD_MESSAGES } from './wizard-api';
import type { WizardDraft } from './wizard-draft';

/**
 * A failed publish of the candidate wizard: the user stays on the review with everything kept;
 * the fields the server refused are marked with their messages and listed with a way back to
 * their step, and a toast says what failed. A refused consent goes to its checkbox (`refuseConsent`).
 * `clear` forgets the last failure before another try.
 */
export function usePublishFailure(
  form: UseFormReturn<WizardDraft>,
  record: ProfessionRecord | null,
  refuseConsent: () => void,
) {
  const [publishError, setPublishError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<WizardFieldError[]>([]);
  const failureToast = useFailureToast();

  const clear = () => {
    setPublishError(null);
    setFieldErrors([]);
    failureToast.dismiss();
  };

  const fail = (error: unknown) => {
    // No answer from the server: nothing typed is wrong and everything stays (lib/user-message.ts).
    if (isOutage(error)) {
      setPublishError(OUTAGE_MESSAGE);
      failureToast.show(OUTAGE_MESSAGE);
      return;
    }
    if (failureDetail(error) === PUBLISH_CONSENT_MESSAGE) {
      refuseConsent();
      return;
    }
    const values = form.getValues();
    const placed = refusedFields(error)
      .map((e) => placeServerError(e, values, record))
      .filter(
        (e, i, all): e is WizardFieldError => e !== null && all.findIndex((o) => o?.path === e.path) === i,
      );
    for (const e of placed) form.setError(e.path as never, { type: 'server', message: e.message });
    setFieldErrors(placed);
    const first = placed[0];
    const detail = first ? `${first.label}: ${first.message}` : failureDetail(error);
    setPublishError(first ? null : (detail ?? WIZARD_MESSAGES.publishFailed));
    failureToast.show(createElement(PublishFailureToast, { detail }));
  };

  return { publishError, fieldErrors, clear, fail };
}
