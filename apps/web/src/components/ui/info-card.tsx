import { type ReactNode, useId } from 'react';

interface InfoCardProps {
  title: string;
  /** A control beside the title (e.g. an 'Editar' button). */
  action?: ReactNode;
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A titled white card of read-only information (reviews, profiles). */
export function InfoCard({ title, action, level = 2, children, className = '' }: InfoCardProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-2xl border border-navy/15 bg-white px-4 py-5 shadow-sm sm:px-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={id} className="text-lg font-bold text-navy">
          {title}
        </Heading>
        {action}
      </div>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
