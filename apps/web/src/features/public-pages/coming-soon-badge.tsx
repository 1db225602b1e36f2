import { COMING_SOON_BADGE } from '../../content/coming-soon';

/** The 'Em breve' badge of the features still to come. */
export function ComingSoonBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-wide text-navy uppercase ${className}`}
    >
      {COMING_SOON_BADGE}
    </span>
  );
}
