import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { DesktopMenuItem } from './desktop-menu-item';
import { type HeaderTone, isSectionActive } from './header-tone';
import type { MenuSection } from './menu-items';
import { useDesktopMenuState } from './use-desktop-menu-state';

interface DesktopMenuProps {
  sections: MenuSection[];
  tone: HeaderTone;
  onLogout: () => void;
  className?: string;
}

/** The menu bar of wide screens: dropdowns open on hover and on click (click toggles). */
export function DesktopMenu({ sections, tone, onLogout, className = '' }: DesktopMenuProps) {
  const { openId, close, onHover, onToggle, openPinned } = useDesktopMenuState();
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (!openId) return;
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
  }, [openId, close]);

  return (
    <nav
      ref={navRef}
      aria-label="Menu principal"
      className={className}
      onBlur={(event) => {
        if (openId && !navRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) {
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
            open={openId === section.id}
            active={isSectionActive(section.to, location.pathname)}
            align={index >= sections.length - 2 ? 'right' : 'left'}
            onToggle={() => onToggle(section.id)}
            onOpen={() => openPinned(section.id)}
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
