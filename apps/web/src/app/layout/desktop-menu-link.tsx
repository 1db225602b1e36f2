import { Link } from 'react-router';

interface DesktopMenuLinkProps {
  to: string;
  label: string;
  dark: boolean;
}

/** A menu section without entries (LOGIN): a pill-shaped link in the menu bar. */
export function DesktopMenuLink({ to, label, dark }: DesktopMenuLinkProps) {
  return (
    <li>
      <Link
        to={to}
        className={`ml-1 inline-flex items-center whitespace-nowrap rounded-full px-3 py-2 text-xs font-bold tracking-wide lg:px-4 xl:px-5 xl:text-sm ${
          dark ? 'bg-accent text-navy hover:bg-accent-soft' : 'bg-accent-strong text-white hover:bg-navy'
        } transition-colors`}
      >
        {label}
      </Link>
    </li>
  );
}
