import { ChevronDown } from 'lucide-react';
import type { MenuGroup } from './menu-items';
import { MobileMenuLeaf } from './mobile-menu-leaf';

interface MobileMenuGroupProps {
  group: MenuGroup;
  id: string;
  expanded: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  onLogout: () => void;
}

/** An expandable sub-section of the mobile menu. */
export function MobileMenuGroup({
  group,
  id,
  expanded,
  onToggle,
  onNavigate,
  onLogout,
}: MobileMenuGroupProps) {
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? id : undefined}
        onClick={onToggle}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-left text-[0.95rem] font-semibold text-navy hover:bg-mist"
      >
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      {expanded && (
        <ul id={id} aria-label={group.label} className="mb-1 border-l-2 border-accent-soft ml-3">
          {group.children.map((leaf) => (
            <li key={leaf.label}>
              <MobileMenuLeaf entry={leaf} nested onNavigate={onNavigate} onLogout={onLogout} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
