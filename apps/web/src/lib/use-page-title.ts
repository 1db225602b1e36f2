import { useContext, useEffect } from 'react';
import { PageMetaCollectorContext } from './page-meta-collector';

export const SITE_NAME = 'RX Odonto';

/** Search engines show about 60–70 characters of a title: longer ones are cut at a word. */
export const MAX_TITLE_LENGTH = 70;

/** `text` in at most `max` characters, cut at a word with '…' when longer. */
export function clipText(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The document title of a page: '<title> | RX Odonto' in at most 70 characters (the page's title
 * cut when longer), or just the site name without a title.
 */
export function documentTitle(title?: string | null): string {
  const suffix = ` | ${SITE_NAME}`;
  return title ? `${clipText(title, MAX_TITLE_LENGTH - suffix.length)}${suffix}` : SITE_NAME;
}

/** Sets document.title to '<title> | RX Odonto' (or just the site name without a title). */
export function usePageTitle(title?: string | null): void {
  const collector = useContext(PageMetaCollectorContext);
  if (collector) collector.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
