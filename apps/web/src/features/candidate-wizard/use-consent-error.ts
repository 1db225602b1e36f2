import { PUBLISH_CONSENT_MESSAGE } from '@app/shared';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardDraft } from './wizard-draft';

/** The consent checkbox's id (review-step.tsx). */
const CONSENT_ID = 'consentimento';

/**
 * The publish consent's message: `refuse` shows it and brings the checkbox into view, `clear`
 * hides it before another try, and ticking the consent (`setConsent`) clears it.
 */
export function useConsentError(form: UseFormReturn<WizardDraft>) {
  /** The consent's own message, shown beside the checkbox (never a publish failure toast). */
  const [consentError, setConsentError] = useState<string | null>(null);

  const refuse = () => {
    setConsentError(PUBLISH_CONSENT_MESSAGE);
    const box = document.getElementById(CONSENT_ID);
    box?.focus();
    box?.scrollIntoView({ block: 'center' });
  };

  const clear = () => setConsentError(null);

  /** Ticking the consent clears its message. */
  const setConsent = (checked: boolean) => {
    form.setValue('consentimento', checked);
    if (checked) setConsentError(null);
  };

  return { consentError, refuse, clear, setConsent };
}
