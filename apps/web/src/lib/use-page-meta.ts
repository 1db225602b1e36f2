import { useContext, useEffect } from 'react';
import { PageMetaCollectorContext } from './page-meta-collector';
import { usePageTitle } from './use-page-title';

export interface PageMetaInput {
  /** Shown as '<title> | RX Odonto'. */
  title?: string | null;
  /** Content of <meta name="description">; restored to the previous one when the page leaves. */
  description?: string | null;
}

/** Sets the document title and the meta description of a page. */
export function usePageMeta({ title, description }: PageMetaInput): void {
  usePageTitle(title);
  const collector = useContext(PageMetaCollectorContext);
  if (collector && description) collector.description = description;
  useEffect(() => {
    if (!description) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    const element = meta;
    return () => {
      if (created) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
