import { Link } from 'react-router';
import { scrollToSection } from '../../lib/scroll';
import { isMenuAction, isMenuGroup, type MenuEntry, type MenuLeaf } from './menu-items';

interface DesktopMenuPanelProps {
  id: string;
  label: string;
  entries: MenuEntry[];
  wide: boolean;
  onLogout: () => void;
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-ink transition-colors hover:bg-mist hover:text-accent-strong focus-visible:bg-mist';

function Leaf({ entry, onLogout }: { entry: MenuLeaf; onLogout: () => void }) {
  if (isMenuAction(entry)) {
    return (
      <button type="button" className={itemClass} onClick={onLogout}>
        {entry.label}
      </button>
    );
  }
  return (
    <Link
      to={entry.to}
      className={itemClass}
      onClick={() => {
        if (entry.scrollTo) scrollToSection(entry.scrollTo);
      }}
    >
      {entry.label}
    </Link>
  );
}

/** The dropdown list of one desktop menu section; groups are shown as labelled blocks. */
export function DesktopMenuPanel({ id, label, entries, wide, onLogout }: DesktopMenuPanelProps) {
  return (
    <div
      id={id}
      className={`max-h-[calc(100dvh-max(9vh,4rem)-1.5rem)] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-navy/10 ${wide ? 'w-full' : 'min-w-60'}`}
    >
      <ul aria-label={label} className={wide ? 'grid gap-x-2 md:grid-cols-2' : 'flex flex-col'}>
        {entries.map((entry) =>
          isMenuGroup(entry) ? (
            <li key={entry.label} className="py-1">
              <span className="block px-3 pt-1 pb-1 text-xs font-bold uppercase tracking-wide text-muted">
                {entry.label}
              </span>
              <ul>
                {entry.children.map((leaf) => (
                  <li key={leaf.label}>
                    <Leaf entry={leaf} onLogout={onLogout} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.label}>
              <Leaf entry={entry} onLogout={onLogout} />
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
