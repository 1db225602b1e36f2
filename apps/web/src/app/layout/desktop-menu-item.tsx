import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { Link } from 'react-router';
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

  if (!section.children) {
    return (
      <li>
        <Link
          to={section.to}
          className={`ml-1 inline-flex items-center whitespace-nowrap rounded-full px-3 py-2 text-xs font-bold tracking-wide lg:px-4 xl:px-5 xl:text-sm ${
            dark ? 'bg-accent text-navy hover:bg-accent-soft' : 'bg-accent-strong text-white hover:bg-navy'
          } transition-colors`}
        >
          {section.label}
        </Link>
      </li>
    );
  }

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

  const textClass = dark
    ? `text-white hover:text-accent ${active || open ? 'text-accent' : ''}`
    : `text-navy hover:text-accent-strong ${active || open ? 'text-accent-strong' : ''}`;

  return (
    <li
      className={wide ? 'static' : 'relative'}
      onMouseEnter={() => onHover(true)}
      onMouseLeave={() => onHover(false)}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
        onKeyDown={onButtonKeyDown}
        className={`relative inline-flex items-center gap-0.5 whitespace-nowrap rounded-md px-1 py-2 text-xs font-bold uppercase tracking-normal transition-colors lg:gap-1 lg:px-1.5 lg:tracking-wide xl:px-2.5 xl:text-sm ${textClass}`}
      >
        {section.label}
        {section.badge && (
          <span className="rounded-full bg-accent px-1.5 py-0.5 text-[0.6rem] font-bold normal-case tracking-normal text-navy">
            {section.badge}
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={`h-3.5 w-3.5 shrink-0 transition-transform xl:h-4 xl:w-4 ${open ? 'rotate-180' : ''}`}
        />
        <span
          aria-hidden="true"
          className={`absolute inset-x-1 -bottom-0.5 h-0.5 rounded-full bg-current transition-opacity ${
            active ? 'opacity-100' : 'opacity-0'
          }`}
        />
      </button>
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
