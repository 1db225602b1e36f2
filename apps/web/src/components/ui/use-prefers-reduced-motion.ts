import { startTransition, useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked the system for reduced motion; follows changes of the setting.
 *
 * The first render assumes reduced motion, as the prerendered page does (nothing moves until the
 * page runs), and the real setting follows in a transition. useSyncExternalStore would re-render
 * every carousel synchronously right after the hydration instead, in the same long task.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const list = window.matchMedia?.(QUERY);
    const update = () => startTransition(() => setReduced(list?.matches ?? false));
    update();
    list?.addEventListener('change', update);
    return () => list?.removeEventListener('change', update);
  }, []);
  return reduced;
}
