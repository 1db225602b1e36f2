// Data pages (vagas, later classificados and blog) are rendered on the server per request with
// their data (src/entry-server.tsx, called by the API), and hydrated in the browser with the same
// data put into TanStack Query's cache first, so the first client render matches the HTML and
// nothing is fetched again. A route module makes itself a data page by exporting
// `handle = dataPageHandle(...)`: the public API reads its page needs, as GET paths.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api';

/** One answer a page needs: the cache entry it fills and the public API path that answers it. */
export interface DataQuery {
  queryKey: QueryKey;
  /** A GET path of the API, with its query string, answered the same to every visitor. */
  path: string;
}

export interface DataPageRequest {
  params: Record<string, string | undefined>;
  url: URL;
}

export interface DataPageNeeds {
  /** The answers the page shows. The first is the page's own: its 404/410 is the page's status. */
  queries: DataQuery[];
  /** What the page shows instead when its own answer is 404 or 410 (e.g. other open postings). */
  whenMissing?: DataQuery[];
  /** Lazily loaded modules the page renders besides its route module ('src/…'), to preload. */
  chunks?: string[];
}

export interface DataPageSpec {
  /**
   * What the page needs for `request`. It also loads the page's lazy parts, so that the server
   * renders them and the browser hydrates them at once: both await it before rendering.
   */
  load: (request: DataPageRequest) => Promise<DataPageNeeds>;
}

export interface DataPageHandle {
  dataPage: DataPageSpec;
}

export const dataPageHandle = (dataPage: DataPageSpec): DataPageHandle => ({ dataPage });

export function isDataPageHandle(handle: unknown): handle is DataPageHandle {
  return typeof handle === 'object' && handle !== null && 'dataPage' in handle;
}

/** A cache entry as sent to the browser: an answer, or a client error (404, 410) to show. */
export type DataEntry =
  | { queryKey: QueryKey; data: unknown }
  | { queryKey: QueryKey; error: { status: number; body: unknown } };

/** The id of the <script type="application/json"> that carries the entries. */
export const DATA_SCRIPT_ID = 'dados-da-pagina';

/** Puts the entries into the cache, as if they had just been fetched. */
export function fillCache(client: QueryClient, entries: readonly DataEntry[]): void {
  for (const entry of entries) {
    if ('data' in entry) {
      client.setQueryData(entry.queryKey, entry.data);
      continue;
    }
    const { status, body } = entry.error;
    const detail =
      typeof body === 'object' && body !== null && typeof (body as { detail?: unknown }).detail === 'string'
        ? (body as { detail: string }).detail
        : null;
    const query = client.getQueryCache().build(client, { queryKey: entry.queryKey });
    query.setState({
      status: 'error',
      fetchStatus: 'idle',
      error: new ApiError({ status, detail, body }),
      errorUpdatedAt: Date.now(),
      errorUpdateCount: 1,
    });
  }
}

/** The entries the server sent with the page, or none (a prerendered or client-rendered page). */
export function readSentEntries(doc: Document): DataEntry[] {
  const script = doc.getElementById(DATA_SCRIPT_ID);
  if (!script?.textContent) return [];
  try {
    const entries = JSON.parse(script.textContent) as unknown;
    return Array.isArray(entries) ? (entries as DataEntry[]) : [];
  } catch {
    return [];
  }
}
