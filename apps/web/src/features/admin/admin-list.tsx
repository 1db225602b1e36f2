import type { ReactNode } from 'react';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageLinks } from './page-links';

/** One page of a back-office list, as the admin API answers it. */
interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

interface AdminListProps<T> {
  /** The list's query (its useQuery result). */
  query: {
    data: ListPage<T> | undefined;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** Said when the list could not be read ('Não foi possível carregar as contas.'). */
  failureMessage: string;
  /** Said when the page has no items ('Nenhuma conta encontrada.'). */
  emptyMessage: string;
  /** The words of the result count over the list ('conta' / 'contas'); no count without them. */
  countNoun?: { one: string; other: string };
  /** The accessible name of the page links ('Páginas de contas'). */
  pagesLabel: string;
  /** The address of another page of the list. */
  hrefOf: (page: number) => string;
  /** The items of the page, as the page shows them. */
  children: (items: T[]) => ReactNode;
}

/**
 * A back-office list: its load failure (with 'Tentar de novo'), 'Carregando…', the empty state,
 * the result count, the items (rendered by the page) and the page links.
 */
export function AdminList<T>(props: AdminListProps<T>) {
  const { query, failureMessage, emptyMessage, countNoun, pagesLabel, hrefOf, children } = props;
  const { data, error } = query;
  if (error) {
    return (
      <LoadFailure
        error={error}
        message={failureMessage}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || !data) return <p className="text-slate-600">Carregando…</p>;
  if (data.items.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
        {emptyMessage}
      </p>
    );
  }
  return (
    <>
      {countNoun && (
        <p className="mb-3 text-sm text-slate-600">
          {`${data.total} ${data.total === 1 ? countNoun.one : countNoun.other}`}
        </p>
      )}
      {children(data.items)}
      <PageLinks page={data.page} total={data.total} size={data.size} hrefOf={hrefOf} label={pagesLabel} />
    </>
  );
}
