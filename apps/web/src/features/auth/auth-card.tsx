import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the password pages: icon, heading, intro, content and a closing note. */
export function AuthCard({ icon: Icon, title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 sm:py-16">
      <section
        aria-labelledby="auth-titulo"
        className="mx-auto max-w-lg rounded-3xl bg-white px-5 py-8 shadow-lg shadow-navy/5 sm:px-10 sm:py-10"
      >
        <span className="mb-5 flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft">
          <Icon aria-hidden="true" className="h-7 w-7 text-accent-strong" />
        </span>
        <h1 id="auth-titulo" className="text-2xl font-bold text-navy sm:text-3xl">
          {title}
        </h1>
        {intro && <div className="mt-2 text-muted">{intro}</div>}
        <div className="mt-7">{children}</div>
        {footer && <div className="mt-8 border-t border-navy/10 pt-6 text-sm text-muted">{footer}</div>}
      </section>
    </div>
  );
}
