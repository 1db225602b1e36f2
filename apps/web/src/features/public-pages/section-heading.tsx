interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
  /** 'light' text for sections on the navy background. */
  tone?: 'dark' | 'light';
  align?: 'left' | 'center';
}

/** The h2 of a section, with an optional lead paragraph; `id` is for aria-labelledby. */
export function SectionHeading({ id, title, lead, tone = 'dark', align = 'center' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <h2
        id={id}
        className={`text-2xl font-bold tracking-tight sm:text-3xl ${light ? 'text-white' : 'text-navy'}`}
      >
        {title}
      </h2>
      {lead && <p className={`mt-3 text-lg ${light ? 'text-white/85' : 'text-muted'}`}>{lead}</p>}
    </div>
  );
}
