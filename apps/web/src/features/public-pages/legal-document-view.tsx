import { Link } from 'react-router';
import type { LegalDocument } from '../../content/legal';
import { useSiteConfig } from '../../lib/site-config';
import { LegalRichText } from './legal-rich-text';
import { legalFactsFrom } from './legal-text';

/** A legal page: title, version and date, contents, then the numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { data } = useSiteConfig();
  const facts = legalFactsFrom(data);

  return (
    <article aria-labelledby="titulo-pagina" className="px-4 py-12 sm:px-6 md:py-16 lg:px-8">
      <div className="mx-auto max-w-3xl">
        <header className="border-b border-navy/10 pb-8">
          <h1 id="titulo-pagina" className="text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">
            {document.title}
          </h1>
          <p className="mt-3 text-sm text-muted">
            Versão {document.version} · Última atualização em{' '}
            <time dateTime={document.version}>{document.updatedAt}</time>
          </p>
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="mt-5 leading-relaxed text-ink">
              <LegalRichText text={paragraph} facts={facts} />
            </p>
          ))}
        </header>
        <nav aria-labelledby="sumario" className="mt-8 rounded-2xl bg-mist p-6">
          <h2 id="sumario" className="text-lg font-bold text-navy">
            Nesta página
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <Link
                  to={{ hash: section.id }}
                  className="text-accent-strong underline-offset-2 hover:text-navy hover:underline"
                >
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-titulo`}
            className="mt-10 scroll-mt-28"
          >
            <h2 id={`${section.id}-titulo`} className="text-xl font-bold text-navy sm:text-2xl">
              {section.title}
            </h2>
            {section.blocks.map((block) =>
              typeof block === 'string' ? (
                <p key={block} className="mt-4 leading-relaxed text-ink">
                  <LegalRichText text={block} facts={facts} />
                </p>
              ) : (
                <ul
                  key={block.list[0]}
                  className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-accent-strong"
                >
                  {block.list.map((item) => (
                    <li key={item}>
                      <LegalRichText text={item} facts={facts} />
                    </li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
