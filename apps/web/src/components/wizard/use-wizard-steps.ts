import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { focusFirstInvalid } from '../../lib/focus-invalid';

/**
 * A wizard's position over one form. 'Prosseguir' checks the fields of the current step first
 * (`fieldsOf(step)`; an empty list checks nothing) and, when one is wrong, stays, marks them and
 * focuses the first; 'Voltar' always moves; both are bounded at the first and last step. `show`
 * opens the step of a field and focuses it (the review's 'Corrigir'); `checkAll` checks every
 * step before publishing and opens the first wrong one.
 */
export function useWizardSteps<V extends FieldValues>(
  form: UseFormReturn<V>,
  fieldsOf: (step: number) => readonly string[],
  count: number,
) {
  const [step, setStep] = useState(0);
  const stepRef = useRef<HTMLDivElement>(null);
  /** A field to focus once its step is shown ('' the first invalid one), instead of the heading. */
  const pendingFocus = useRef<string | null>(null);
  const { trigger, watch, getFieldState } = form;

  // Fields are not checked while typing or on leaving them (a message appearing on blur moves the
  // buttons under the pointer); a field already marked is checked again as it changes.
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name as never).invalid) void trigger(name as never);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);
  const move = useCallback((delta: number) => setStep((current) => moveStep(current, delta, count)), [count]);

  const isValid = useCallback(
    async (target: number) => {
      const fields = fieldsOf(target);
      return fields.length === 0 || (await trigger([...fields] as never));
    },
    [fieldsOf, trigger],
  );

  const next = useCallback(async () => {
    if (!(await isValid(step))) {
      focusFirstInvalid(stepRef.current);
      return;
    }
    move(1);
  }, [step, isValid, move]);

  const back = useCallback(() => move(-1), [move]);

  const show = useCallback((target: number, path: string) => {
    pendingFocus.current = path;
    setStep(target);
  }, []);

  const checkAll = useCallback(async () => {
    for (let s = 0; s < count - 1; s++) {
      if (!(await isValid(s))) {
        if (s === step) focusFirstInvalid(stepRef.current);
        else show(s, '');
        return false;
      }
    }
    return true;
  }, [count, step, isValid, show]);

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

/** The step after moving by `delta`, bounded at the first and the last of `count` steps. */
export function moveStep(current: number, delta: number, count: number): number {
  return Math.min(Math.max(current + delta, 0), count - 1);
}
