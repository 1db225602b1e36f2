import type { ReactNode } from 'react';

/** One titled card of the review page. */
export function ReviewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `revisao-${title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-navy/15 bg-white px-4 py-5 sm:px-6">
      <h2 id={id} className="text-lg font-bold text-navy">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </section>
  );
}
