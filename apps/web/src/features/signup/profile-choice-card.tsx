import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

interface ProfileChoiceCardProps {
  icon: LucideIcon;
  title: string;
  text: string;
  to: string;
  action: string;
  /** Route state passed on (the first-time Google profile). */
  state?: unknown;
}

/** One account type on the profile-choice page. */
export function ProfileChoiceCard({ icon: Icon, title, text, to, action, state }: ProfileChoiceCardProps) {
  const headingId = `perfil-${to.split('/').pop()}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-3xl border border-navy/10 bg-white p-6 shadow-lg shadow-navy/5 transition-shadow hover:shadow-xl sm:p-8"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-accent-soft">
        <Icon aria-hidden="true" className="h-8 w-8 text-accent-strong" />
      </span>
      <h2 id={headingId} className="mt-5 text-2xl font-bold text-navy">
        {title}
      </h2>
      <p className="mt-2 flex-1 text-muted">{text}</p>
      <Link to={to} state={state} className={`${buttonClasses({ size: 'lg', fullWidth: true })} mt-6`}>
        {action}
        <ArrowRight aria-hidden="true" className="h-5 w-5" />
      </Link>
    </article>
  );
}
