import { countLabel } from '@app/shared';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { PAGE_META } from '../../content/page-meta';
import { dataPageHandle } from '../../lib/data-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSession } from '../../lib/use-session';
import { PageLinks } from '../job-postings';
import { AnuncioCard } from './anuncio-card';
import { AnuncioFiltersForm } from './anuncio-filters';
import {
  ANUNCIOS_PAGE_SIZE,
  anuncioKeys,
  anuncioListPath,
  filtersFromSearch,
  filtersToSearch,
  NO_FILTERS,
  useAnuncioList,
} from './api/anuncios';

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
  const newAd = loggedIn ? '/classificados/novo' : `/login?next=${encodeURIComponent('/classificados/novo')}`;

  return (
    <>
      <section
        aria-labelledby="titulo-pagina"
        className="bg-gradient-to-b from-navy to-navy-light px-4 py-8 sm:px-6 md:py-10 lg:px-8"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h1 id="titulo-pagina" className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            Classificados
          </h1>
          <p className="mt-3 text-white/85 sm:text-lg">
            Compra e venda de equipamentos de radiologia odontológica, com anúncios revisados pela equipe RX
            Odonto.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link to={newAd} className={buttonClasses({ variant: 'primary' })}>
              <Plus aria-hidden className="size-4" /> Anunciar equipamento
            </Link>
            {loggedIn && (
              <Link to="/meus-anuncios" className={buttonClasses({ variant: 'outline' })}>
                Meus anúncios
              </Link>
            )}
          </div>
        </div>
      </section>
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
              <>
                <p className="text-sm text-slate-600">
                  {countLabel(data.total, 'anúncio encontrado', 'anúncios encontrados')}
                </p>
                <ul
                  className={`mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
                >
                  {data.items.map((anuncio, index) => (
                    <AnuncioCard key={anuncio.id} anuncio={anuncio} eager={index < 2} />
                  ))}
                </ul>
                <PageLinks
                  page={filters.page}
                  pages={Math.max(1, Math.ceil(data.total / ANUNCIOS_PAGE_SIZE))}
                  hrefOf={hrefOfPage}
                  label="Páginas de anúncios"
                />
              </>
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
