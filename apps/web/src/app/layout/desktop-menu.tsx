import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DesktopMenuItem } from './desktop-menu-item';
import { type HeaderTone, isSectionActive } from './header-tone';
import type { MenuSection } from './menu-items';
import { useResetOnNavigation } from './use-reset-on-navigation';

interface DesktopMenuProps {
  sections: MenuSection[];
  tone: HeaderTone;
  onLogout: () => void;
  className?: string;
}

interface OpenState {
  id: string | null;
  /** Opened by a click: stays open when the pointer leaves, until clicked again, Escape or outside click. */
  pinned: boolean;
}

const CLOSED: OpenState = { id: null, pinned: false };
const HOVER_CLOSE_DELAY_MS = 200;

/** The menu bar of wide screens: dropdowns open on hover and on click (click toggles). */
export function DesktopMenu({ sections, tone, onLogout, className = '' }: DesktopMenuProps) {
  const [state, setState] = useState<OpenState>(CLOSED);
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const location = useLocation();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setState(CLOSED);
  }, []);

  useResetOnNavigation(() => setState(CLOSED));
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!state.id) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state.id, close]);

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

  return (
    <nav
      ref={navRef}
      aria-label="Menu principal"
      className={className}
      onBlur={(event) => {
        if (
          state.id &&
          !navRef.current?.contains(event.relatedTarget as Node | null) &&
          event.relatedTarget
        ) {
          close();
        }
      }}
    >
      <ul className="flex items-center gap-0.5 lg:gap-1 xl:gap-1.5">
        {sections.map((section, index) => (
          <DesktopMenuItem
            key={section.id}
            section={section}
            tone={tone}
            open={state.id === section.id}
            active={isSectionActive(section.to, location.pathname)}
            align={index >= sections.length - 2 ? 'right' : 'left'}
            onToggle={() => onToggle(section.id)}
            onOpen={() => setState({ id: section.id, pinned: true })}
            onHover={(inside) => onHover(section.id, inside)}
            onClose={close}
            onLogout={() => {
              close();
              onLogout();
            }}
          />
        ))}
      </ul>
    </nav>
  );
}
