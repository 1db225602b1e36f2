import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { scrollToSection } from '../../lib/scroll';

export interface FooterLink {
  label: string;
  to: string;
  /** Element id to smooth-scroll to after navigating. */
  scrollTo?: string;
}

interface FooterColumnProps {
  title: string;
  links?: readonly FooterLink[];
  className?: string;
  children?: ReactNode;
}

/** A titled column of the footer: a list of links, or any content. */
export function FooterColumn({ title, links, className = '', children }: FooterColumnProps) {
  return (
    <section aria-label={title} className={className}>
      <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-accent">{title}</h2>
      {links && (
        <ul className="space-y-2.5 text-sm">
          {links.map((link) => (
            <li key={`${link.label}-${link.to}`}>
              <Link
                to={link.to}
                onClick={() => {
                  if (link.scrollTo) scrollToSection(link.scrollTo);
                }}
                className="text-white/85 transition-colors hover:text-white hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
