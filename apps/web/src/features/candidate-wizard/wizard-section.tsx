import type { ReactNode } from 'react';

interface WizardSectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One titled block of a wizard step (an h2 and its fields). */
export function WizardSection({ title, intro, children }: WizardSectionProps) {
  const id = `secao-${title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border-navy/10 border-t pt-7 first:border-t-0 first:pt-0">
      <h2 id={id} className="text-xl font-bold text-navy">
        {title}
      </h2>
      {intro && <div className="mt-1 text-sm text-muted">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
