import { useCallback, useEffect, useRef, useState } from 'react';
import { useResetOnNavigation } from './use-reset-on-navigation';

interface OpenState {
  id: string | null;
  /** Opened by a click: stays open when the pointer leaves, until clicked again, Escape or outside click. */
  pinned: boolean;
}

const CLOSED: OpenState = { id: null, pinned: false };
const HOVER_CLOSE_DELAY_MS = 200;

/**
 * Which dropdown of the desktop menu is open (one at a time): hovering opens one and leaving it
 * closes it shortly after unless a click pinned it; a click toggles it; a page change closes it.
 */
export function useDesktopMenuState() {
  const [state, setState] = useState<OpenState>(CLOSED);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setState(CLOSED);
  }, []);

  useResetOnNavigation(() => setState(CLOSED));
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onHover = (id: string, inside: boolean) => {
    cancelClose();
    if (inside) {
      setState((s) => (s.id === id ? s : { id, pinned: false }));
    } else {
      closeTimer.current = setTimeout(() => {
        setState((s) => (s.id === id && !s.pinned ? CLOSED : s));
      }, HOVER_CLOSE_DELAY_MS);
    }
  };

  const onToggle = (id: string) => {
    cancelClose();
    setState((s) => (s.id === id && s.pinned ? CLOSED : { id, pinned: true }));
  };

  /** Opens a dropdown pinned (from the keyboard). */
  const openPinned = (id: string) => setState({ id, pinned: true });

  return { openId: state.id, close, onHover, onToggle, openPinned };
}
