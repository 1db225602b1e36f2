import { ChevronDown } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import type { MenuSection } from './menu-items';

interface DesktopMenuButtonProps {
  ref: RefObject<HTMLButtonElement | null>;
  section: MenuSection;
  dark: boolean;
  /** The id of its dropdown while open (aria-controls). */
  controls: string | undefined;
  open: boolean;
  /** The current page is in this section: the label is underlined. */
  active: boolean;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** The toggle of a dropdown section in the menu bar: its label, badge and chevron (aria-expanded). */
export function DesktopMenuButton({
  ref,
  section,
  dark,
  controls,
  open,
  active,
  onToggle,
  onKeyDown,
}: DesktopMenuButtonProps) {
  const textClass = dark
    ? `text-white hover:text-accent ${active || open ? 'text-accent' : ''}`
    : `text-navy hover:text-accent-strong ${active || open ? 'text-accent-strong' : ''}`;

  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onKeyDown={onKeyDown}
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
  );
}
