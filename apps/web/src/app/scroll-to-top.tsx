import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToSection } from '../lib/scroll';

/** Navigation state asking for a section scroll instead of the scroll to the top. */
export interface ScrollRequestState {
  scrollTo?: string;
}

function requestedSection(hash: string, state: unknown): string | null {
  if (hash.length > 1) return decodeURIComponent(hash.slice(1));
  const target = (state as ScrollRequestState | null)?.scrollTo;
  return typeof target === 'string' && target ? target : null;
}

/**
 * Scrolls to the top on every route change, unless a section scroll was requested through a
 * #hash or `navigate(path, { state: { scrollTo: id } })`, in which case it scrolls to that id.
 */
export function ScrollToTop() {
  const { pathname, hash, state } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per path or hash change only
  useLayoutEffect(() => {
    const section = requestedSection(hash, state);
    if (section) return scrollToSection(section, { delayMs: 0 });
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  return null;
}
