import { Link } from 'react-router';
import { scrollToSection } from '../../lib/scroll';
import { isMenuAction, type MenuLeaf } from './menu-items';

interface MobileMenuLeafProps {
  entry: MenuLeaf;
  onNavigate: () => void;
  onLogout: () => void;
  nested?: boolean;
}

/** One link (or the 'Sair' action) inside an expanded mobile menu section. */
export function MobileMenuLeaf({ entry, onNavigate, onLogout, nested = false }: MobileMenuLeafProps) {
  const className = `block w-full rounded-lg py-2.5 text-left text-[0.95rem] text-ink hover:bg-mist hover:text-accent-strong ${
    nested ? 'pr-3 pl-6' : 'px-3'
  }`;
  if (isMenuAction(entry)) {
    return (
      <button type="button" className={className} onClick={onLogout}>
        {entry.label}
      </button>
    );
  }
  return (
    <Link
      to={entry.to}
      className={className}
      onClick={() => {
        onNavigate();
        if (entry.scrollTo) scrollToSection(entry.scrollTo);
      }}
    >
      {entry.label}
    </Link>
  );
}
