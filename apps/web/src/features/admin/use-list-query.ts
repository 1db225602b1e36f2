import { useSearchParams } from 'react-router';

/**
 * The query string of a back-office list at `path` (/admin/contatos, /admin/usuarios,
 * /admin/auditoria): the page shown, a filter change (which goes back to the first page) and the
 * link of another page, keeping the filters.
 */
export function useListQuery(path: string) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);

  /** Sets (or, empty, removes) the filter `name`, back on the first page. */
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const hrefOf = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `${path}?${next}`;
  };
  return { params, page, setFilter, hrefOf };
}
