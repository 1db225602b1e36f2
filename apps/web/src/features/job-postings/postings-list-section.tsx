import { countLabel } from '@app/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import type { DataPageNeeds, DataPageRequest } from '../../lib/data-page';
import { CreateAlertPanel } from '../job-alerts';
import {
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  NO_FILTERS,
  pageCount,
  useVagaList,
  VAGAS_PAGE_SIZE,
  type VagaFilters,
  vagaKeys,
  vagaListPath,
} from './api/postings';
import { PageLinks } from './page-links';
import { PostingCard } from './posting-card';
import { PostingsFilters } from './postings-filters';
import { useScrollBackOnPageChange } from './use-scroll-back-on-page-change';

/** The page of open postings that the URL of /vagas asks for, rendered with the page on the server. */
export async function postingsListNeeds({ url }: DataPageRequest): Promise<DataPageNeeds> {
  const filters = filtersFromSearch(url.searchParams);
  return {
    queries: [{ queryKey: vagaKeys.list(filters), path: vagaListPath(filters) }],
    chunks: ['src/features/job-postings/postings-list-section.tsx'],
  };
}

/**
 * No postings to show: past the last page (a link to the first), none matching the filters, or
 * none open at all.
 */
function NoPostings({
  total,
  filtered,
  firstPageHref,
}: {
  total: number;
  filtered: boolean;
  firstPageHref: string;
}) {
  return (
    <div className="rounded-2xl bg-mist p-8 text-center text-slate-700" role="status">
      {total > 0 ? (
        <p>
          Não há vagas nesta página.{' '}
          <Link to={firstPageHref} className="font-semibold text-accent-strong underline">
            Ir para a primeira página
          </Link>
        </p>
      ) : filtered ? (
        <>
          <p className="font-semibold text-navy">Nenhuma vaga encontrada com esses filtros.</p>
          <p className="mt-1">
            Escolha outras profissões, estados ou contratos, ou use Limpar filtros para ver todas.
          </p>
        </>
      ) : (
        <p>Nenhuma vaga aberta no momento. Volte em breve.</p>
      )}
    </div>
  );
}

/** The open postings of /vagas: filters kept in the URL, a search box, the cards and the pages. */
export function PostingsListSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const { data, isPending, isError, error, refetch, isFetching, isPlaceholderData } = useVagaList(filters);
  // Another page brings the list's heading back into view when it has scrolled above the screen.
  const headingRef = useScrollBackOnPageChange(filters.page);

  const update = (patch: Partial<VagaFilters>) =>
    setSearchParams(filtersToSearch({ ...filters, page: 1, ...patch }), { preventScrollReset: true });
  const clear = () => setSearchParams(filtersToSearch(NO_FILTERS), { preventScrollReset: true });
  const filtered = hasFilters(filters);
  const pages = data ? pageCount(data.total, VAGAS_PAGE_SIZE) : 1;
  const hrefOfPage = (page: number) => {
    const search = filtersToSearch({ ...filters, page }).toString();
    return search ? `/vagas?${search}` : '/vagas';
  };

  return (
    <section aria-labelledby="vagas-abertas" className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <h2
          ref={headingRef}
          id="vagas-abertas"
          className="scroll-mt-24 text-center text-3xl font-extrabold text-navy"
        >
          Vagas abertas
        </h2>
        <p className="mt-2 text-center text-slate-700">
          Oportunidades publicadas pelas clínicas parceiras. Filtre pela sua função e região.
        </p>
        <PostingsFilters filters={filters} onChange={update} onClear={clear} />
        <CreateAlertPanel filters={filters} />

        <div className="mt-8" aria-live="polite" aria-busy={isFetching || undefined}>
          {isPending ? (
            <p className="text-center text-slate-600">Carregando vagas…</p>
          ) : isError ? (
            <LoadFailure
              error={error}
              message="Não foi possível carregar as vagas."
              onRetry={refetch}
              retrying={isFetching}
            />
          ) : data.items.length === 0 ? (
            <NoPostings total={data.total} filtered={filtered} firstPageHref={hrefOfPage(1)} />
          ) : (
            <>
              <p className="text-sm text-slate-600">
                {countLabel(data.total, 'vaga encontrada', 'vagas encontradas')}
              </p>
              <ul className={`mt-3 grid gap-4 md:grid-cols-2 ${isPlaceholderData ? 'opacity-60' : ''}`}>
                {data.items.map((vaga) => (
                  <PostingCard key={vaga.id} vaga={vaga} />
                ))}
              </ul>
              <PageLinks page={filters.page} pages={pages} hrefOf={hrefOfPage} label="Páginas de vagas" />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default PostingsListSection;
