import type { ProfessionRecord } from '@app/shared';
import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { focusFirstInvalid } from '../../lib/focus-invalid';
import { fieldsOfStep } from './form-schema';
import type { WizardDraft } from './wizard-draft';
import { moveStep, STEP_NAMES } from './wizard-steps';

/**
 * The wizard's position. 'Prosseguir' checks the fields of the current step first and, when one
 * is wrong, stays, marks them and focuses the first; 'Voltar' always moves. `show` opens the step
 * of a field and focuses it (the review's 'Corrigir').
 */
export function useWizardSteps(form: UseFormReturn<WizardDraft>, record: ProfessionRecord | null) {
  const [step, setStep] = useState(0);
  const stepRef = useRef<HTMLDivElement>(null);
  /** A field to focus once its step is shown, instead of the heading. */
  const pendingFocus = useRef<string | null>(null);
  const { trigger } = form;

  const next = useCallback(async () => {
    const fields = fieldsOfStep(step, record);
    if (fields.length > 0 && !(await trigger([...fields] as never))) {
      focusFirstInvalid(stepRef.current);
      return;
    }
    setStep((current) => moveStep(current, 1));
  }, [step, record, trigger]);

  const back = useCallback(() => setStep((current) => moveStep(current, -1)), []);

  const show = useCallback((target: number, path: string) => {
    pendingFocus.current = path;
    setStep(target);
  }, []);

  /** Checks every step before publishing; opens the first wrong one and focuses its field. */
  const checkAll = useCallback(async () => {
    for (let s = 0; s < STEP_NAMES.length - 1; s++) {
      const fields = fieldsOfStep(s, record);
      if (fields.length > 0 && !(await trigger([...fields] as never))) {
        pendingFocus.current = '';
        setStep(s);
        return false;
      }
    }
    return true;
  }, [record, trigger]);

  /** After the step changed: focuses the field asked for; answers false to focus the heading. */
  const focusAfterStep = useCallback(() => {
    const path = pendingFocus.current;
    pendingFocus.current = null;
    if (path === null) return false;
    const root = stepRef.current;
    const named = path ? root?.querySelector<HTMLElement>(`[name="${path}"]`) : null;
    if (named?.getAttribute('aria-invalid') === 'true') {
      named.focus({ preventScroll: true });
      named.scrollIntoView?.({ block: 'center' });
    } else focusFirstInvalid(root);
    return true;
  }, []);

  return { step, stepRef, next, back, show, checkAll, focusAfterStep };
}
