import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { PAGE_META } from '../../content/page-meta';
import { dataPageHandle } from '../../lib/data-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSession } from '../../lib/use-session';
import { AnuncioFiltersForm } from './anuncio-filters';
import { AnuncioResults } from './anuncio-results';
import {
  anuncioKeys,
  anuncioListPath,
  filtersFromSearch,
  filtersToSearch,
  NO_FILTERS,
  useAnuncioList,
} from './api/anuncios';
import { ClassificadosHero } from './classificados-hero';

/**
 * /classificados: the published ads (server-rendered with the page), filters in the URL
 * (?tipo=venda from 'Quero comprar'… and the menu's 'Quero vender' / 'Quero comprar'), pages.
 */
export function ClassificadosPage() {
  usePageMeta(PAGE_META.classifieds);
  const { loggedIn } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useAnuncioList(filters);
  const search = filtersToSearch(filters).toString();
  const hrefOfPage = (page: number) => {
    const query = filtersToSearch({ ...filters, page }).toString();
    return query ? `/classificados?${query}` : '/classificados';
  };

  return (
    <>
      <ClassificadosHero loggedIn={loggedIn} />
      <section aria-labelledby="anuncios" className="bg-white px-4 py-10 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <h2 id="anuncios" className="text-2xl font-extrabold text-navy">
            {filters.tipo === 'compra' ? 'Procura-se' : filters.tipo === 'venda' ? 'À venda' : 'Anúncios'}
          </h2>
          <AnuncioFiltersForm
            key={search}
            filters={filters}
            onChange={(next) =>
              setSearchParams(filtersToSearch({ ...next, page: 1 }), { preventScrollReset: true })
            }
            onClear={() => setSearchParams(filtersToSearch(NO_FILTERS), { preventScrollReset: true })}
          />
          <div className="mt-8" aria-live="polite" aria-busy={isFetching || undefined}>
            {isPending ? (
              <p className="text-center text-slate-600">Carregando anúncios…</p>
            ) : isError ? (
              <LoadFailure
                error={error}
                message="Não foi possível carregar os anúncios."
                onRetry={refetch}
                retrying={isFetching}
              />
            ) : data.items.length === 0 ? (
              <div className="rounded-2xl bg-mist p-8 text-center text-slate-700" role="status">
                <p className="font-semibold text-navy">Nenhum anúncio encontrado.</p>
                <p className="mt-1">Mude os filtros ou anuncie o seu equipamento.</p>
              </div>
            ) : (
              <AnuncioResults
                data={data}
                page={filters.page}
                hrefOfPage={hrefOfPage}
                stale={isPlaceholderData}
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}

export { ClassificadosPage as Component };

/** Rendered on the server per request with the ads of its URL (lib/data-page.ts). */
export const handle = dataPageHandle({
  load: async ({ url }) => {
    const filters = filtersFromSearch(url.searchParams);
    return { queries: [{ queryKey: anuncioKeys.list(filters), path: anuncioListPath(filters) }] };
  },
});
