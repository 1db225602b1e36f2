import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Calls `reset` (a state update of the calling component) during the render in which the
 * location changes, never on mount. A mount-time effect would also run after the first render
 * and could undo a click that came before the effects were flushed (a menu opened right after
 * the page became interactive would close again).
 */
export function useResetOnNavigation(reset: () => void): void {
  const { key } = useLocation();
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    reset();
  }
}
