import { createContext } from 'react';

/** The title and description a page asked for while it was rendered on the server. */
export interface CollectedPageMeta {
  /** The full document title, e.g. 'Serviços | RX Odonto'. */
  title?: string;
  description?: string;
}

/**
 * Given only when prerendering (src/entry-server.tsx): usePageTitle and usePageMeta write into it
 * during render, since effects do not run on the server. In the browser it is null.
 */
export const PageMetaCollectorContext = createContext<CollectedPageMeta | null>(null);
