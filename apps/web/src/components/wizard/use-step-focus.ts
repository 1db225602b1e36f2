import { useEffect, useRef } from 'react';

/**
 * A wizard page's focus when its step changes (not on the first render): the page scrolls to the
 * top and the field asked for takes the focus (`focusAfterStep`, from useWizardSteps), else the
 * heading. Returns the ref of that heading.
 */
export function useStepFocus(step: number, focusAfterStep: () => boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (!focusAfterStep()) headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return headingRef;
}
