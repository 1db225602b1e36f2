import { type ReactNode, useId } from 'react';

interface FormSectionProps {
  title: string;
  /** h2 on a page, h3 inside a dialog (whose title is the h2). */
  level?: 2 | 3;
  intro?: ReactNode;
  children: ReactNode;
}

/** One titled block of the clinic form (a heading and its fields). */
export function FormSection({ title, level = 2, intro, children }: FormSectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="border-navy/10 border-t pt-7 first:border-t-0 first:pt-0">
      <Heading id={id} className={`font-bold text-navy ${level === 2 ? 'text-xl' : 'text-lg'}`}>
        {title}
      </Heading>
      {intro && <div className="mt-1 text-sm text-muted">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
