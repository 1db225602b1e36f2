import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { endsStoredSession } from '../../lib/api';
import { clearSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { useSession } from '../../lib/use-session';
import { listAccessOf } from './access';
import { AccessRestrictedOverlay } from './access-restricted-overlay';
import { useCandidateList } from './api/candidate-list';
import { CandidateResults } from './candidate-results';
import { NO_FILTERS } from './filter-form';
import { FilterPanel, type FilterSelection } from './filter-panel';
import { DEFAULT_PAGE, filtersFromSearch, filtersToSearch } from './list-filters';
import { RestrictedPreview } from './restricted-preview';

export const LIST_META = {
  title: 'Candidatos',
  description:
    'Encontre profissionais de radiologia odontológica: filtre candidatos por profissão, estado, cidade e equipamento e veja currículos completos.',
} as const;

/**
 * /candidatos (spec 1 section 2, 'Candidate list'): for a logged-in clinic, the filter panel and
 * the grid of candidate cards, with the filters, page and size kept in the URL; for anyone else
 * the 'Acesso restrito' overlay, checked again on navigation and whenever storage changes.
 */
export function CandidateListPage() {
  usePageMeta(LIST_META);
  const session = useSession();
  const access = listAccessOf(session);
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const list = useCandidateList(filters, access === 'clinic');

  // A 401 to the stored session means it is no longer valid: it is removed (and the app goes to
  // /login, app/layout/use-session-expiry-redirect.ts). An answer to an older session is not.
  const expired = endsStoredSession(list.error);
  useEffect(() => {
    if (expired) clearSession();
  }, [expired]);

  const apply = (selection: FilterSelection) =>
    setSearchParams(filtersToSearch({ ...filters, ...selection, page: DEFAULT_PAGE }));
  const clear = () => setSearchParams(filtersToSearch({ ...filters, ...NO_FILTERS, page: DEFAULT_PAGE }));
  const hrefOfPage = (page: number) => {
    const query = filtersToSearch({ ...filters, page }).toString();
    return query ? `/candidatos?${query}` : '/candidatos';
  };

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <header>
          <h1 className="text-3xl font-bold text-navy sm:text-4xl">Candidatos</h1>
          <p className="mt-2 max-w-2xl text-muted">
            Encontre profissionais de radiologia odontológica para a sua clínica.
          </p>
        </header>
        {access === 'clinic' ? (
          <div className="grid items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
            <FilterPanel applied={filters} onApply={apply} onClear={clear} />
            <CandidateResults query={list} search={search} viewKey={search} hrefOfPage={hrefOfPage} />
          </div>
        ) : (
          <RestrictedPreview />
        )}
      </div>
      {access !== 'clinic' && <AccessRestrictedOverlay reason={access} />}
    </div>
  );
}

export { CandidateListPage as Component };
