import { Construction } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';

/** Placeholder of a page still being built: 'Em Construção...'; `title` sets the document title. */
export function UnderConstruction({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center bg-mist px-6 py-20 text-center">
      <Construction aria-hidden="true" className="mb-5 h-14 w-14 text-accent-strong" />
      <h1 className="text-3xl font-bold text-navy sm:text-4xl">Em Construção...</h1>
    </section>
  );
}
