import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { isMenuGroup, type MenuSection } from './menu-items';
import { MobileMenuGroup } from './mobile-menu-group';
import { MobileMenuLeaf } from './mobile-menu-leaf';

interface MobileMenuSectionProps {
  section: MenuSection;
  expanded: boolean;
  expandedSub: string | null;
  onToggle: () => void;
  onToggleSub: (key: string) => void;
  onNavigate: () => void;
  onLogout: () => void;
}

const subKey = (sectionId: string, label: string) => `${sectionId}/${label}`;

/** One top-level entry of the mobile menu: an expandable section, or a plain link (LOGIN). */
export function MobileMenuSection(props: MobileMenuSectionProps) {
  const { section, expanded, expandedSub, onToggle, onToggleSub, onNavigate, onLogout } = props;

  if (!section.children) {
    return (
      <li className="pt-2">
        <Link
          to={section.to}
          onClick={onNavigate}
          className="block rounded-full bg-accent-strong px-4 py-3 text-center text-sm font-bold tracking-wide text-white hover:bg-navy"
        >
          {section.label}
        </Link>
      </li>
    );
  }

  const listId = `mobile-menu-${section.id}`;
  return (
    <li className="border-b border-navy/10 last:border-b-0">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={onToggle}
        className="flex w-full items-center gap-2 px-1 py-3.5 text-left text-sm font-bold uppercase tracking-wide text-navy"
      >
        <span className="flex-1">
          {section.label}
          {section.badge && (
            <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-[0.65rem] font-bold normal-case tracking-normal text-navy">
              {section.badge}
            </span>
          )}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`h-5 w-5 shrink-0 text-accent-strong transition-transform ${expanded ? 'rotate-180' : ''}`}
        />
      </button>
      {expanded && (
        <ul id={listId} aria-label={section.label} className="pb-3">
          {section.children.map((entry) => {
            if (!isMenuGroup(entry)) {
              return (
                <li key={entry.label}>
                  <MobileMenuLeaf entry={entry} onNavigate={onNavigate} onLogout={onLogout} />
                </li>
              );
            }
            const key = subKey(section.id, entry.label);
            return (
              <li key={entry.label}>
                <MobileMenuGroup
                  group={entry}
                  id={`mobile-menu-${section.id}-${entry.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
                  expanded={expandedSub === key}
                  onToggle={() => onToggleSub(key)}
                  onNavigate={onNavigate}
                  onLogout={onLogout}
                />
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}
