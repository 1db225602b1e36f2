import { type KeyboardEvent, useRef } from 'react';
import { DesktopMenuButton } from './desktop-menu-button';
import { DesktopMenuLink } from './desktop-menu-link';
import { DesktopMenuPanel } from './desktop-menu-panel';
import type { HeaderTone } from './header-tone';
import type { MenuSection } from './menu-items';

interface DesktopMenuItemProps {
  section: MenuSection;
  tone: HeaderTone;
  open: boolean;
  active: boolean;
  align: 'left' | 'right';
  onToggle: () => void;
  onOpen: () => void;
  onHover: (inside: boolean) => void;
  onClose: () => void;
  onLogout: () => void;
}

/** Sections with many entries (Serviços) open a wide panel centred under the header. */
const WIDE_THRESHOLD = 8;

export function DesktopMenuItem(props: DesktopMenuItemProps) {
  const { section, tone, open, active, align, onToggle, onOpen, onHover, onClose, onLogout } = props;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const dark = tone === 'dark';

  if (!section.children) return <DesktopMenuLink to={section.to} label={section.label} dark={dark} />;

  const wide = section.children.length > WIDE_THRESHOLD;
  const panelId = `menu-${section.id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onOpen();
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a, button')?.focus());
    }
  };

  return (
    <li
      className={wide ? 'static' : 'relative'}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onKeyDown={onKeyDown}
    >
      <DesktopMenuButton
        ref={buttonRef}
        section={section}
        dark={dark}
        controls={open ? panelId : undefined}
        open={open}
        active={active}
        onToggle={onToggle}
        onKeyDown={onButtonKeyDown}
      />
      {open && (
        <div
          ref={panelRef}
          className={`absolute top-full z-50 pt-2 ${
            wide
              ? 'left-1/2 w-[min(54rem,calc(100vw-2rem))] -translate-x-1/2'
              : align === 'right'
                ? 'right-0'
                : 'left-0'
          }`}
        >
          <DesktopMenuPanel
            id={panelId}
            label={section.label}
            entries={section.children}
            wide={wide}
            onLogout={onLogout}
          />
        </div>
      )}
    </li>
  );
}
