import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { signalNavigation } from '../lib/toast-area-signal';

/**
 * Tells the toasts (lib/notify.ts) that the user moved to another page, so those of the page
 * left close instead of going stale beside the new one. Only a new path counts: a #hash or a
 * query change stays on the same page. Nothing happens on the first render.
 */
export function CloseToastsOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    signalNavigation();
  }, [pathname]);
  return null;
}
