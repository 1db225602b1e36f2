import { useContext, useEffect } from 'react';
import { PageMetaCollectorContext } from './page-meta-collector';

export const SITE_NAME = 'RX Odonto';

/** The document title of a page: '<title> | RX Odonto', or just the site name without a title. */
export function documentTitle(title?: string | null): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Sets document.title to '<title> | RX Odonto' (or just the site name without a title). */
export function usePageTitle(title?: string | null): void {
  const collector = useContext(PageMetaCollectorContext);
  if (collector) collector.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
