import type { CandidatePage } from '@app/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRegisterView } from '../../api/views';
import { LoadFailure } from '../../components/ui/load-failure';
import { PaginationControls } from '../../components/ui/pagination-controls';
import { CandidateCard } from './candidate-card';
import { pageCount } from './list-filters';

export const LIST_TEXTS = {
  loading: 'Carregando...',
  empty: 'Nenhum candidato encontrado com os filtros selecionados.',
  error: 'Não foi possível carregar os candidatos. Tente novamente.',
} as const;

interface CandidateResultsProps {
  query: UseQueryResult<CandidatePage>;
  /** The list's query string (kept in the profile links, so 'Voltar à lista' returns here). */
  search: string;
  /** Identifies the filters and page shown; the heading takes the focus when it changes. */
  viewKey: string;
  hrefOfPage: (page: number) => string;
}

const totalText = (total: number) =>
  `${total.toLocaleString('pt-BR')} ${total === 1 ? 'candidato' : 'candidatos'}`;

/** The grid of cards with its total and page controls, or the loading, empty and error texts. */
export function CandidateResults({ query, search, viewKey, hrefOfPage }: CandidateResultsProps) {
  const registerView = useRegisterView();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownKey = useRef(viewKey);

  // After 'Aplicar filtros', 'Limpar' or a page change, the reader lands on the results.
  useEffect(() => {
    if (shownKey.current === viewKey) return;
    shownKey.current = viewKey;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [viewKey]);

  const data = query.data;
  const pages = data ? pageCount(data.total, data.size) : null;
  const hasNext = data !== undefined && pages !== null && data.page < pages;

  return (
    <section
      aria-labelledby="resultados-titulo"
      aria-busy={query.isFetching}
      className="flex min-w-0 flex-col gap-5"
    >
      <h2
        id="resultados-titulo"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-[calc(max(9vh,4rem)+1rem)] text-lg font-bold text-navy outline-none"
      >
        {data ? totalText(data.total) : 'Resultados'}
      </h2>
      {!data && query.isPending && (
        <p
          role="status"
          className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-navy/10"
        >
          {LIST_TEXTS.loading}
        </p>
      )}
      {query.isError && !data && (
        <LoadFailure
          error={query.error}
          message={LIST_TEXTS.error}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      )}
      {data && data.items.length === 0 && (
        <p
          role="status"
          className="rounded-3xl bg-white p-8 text-center text-muted shadow-sm ring-1 ring-navy/10"
        >
          {LIST_TEXTS.empty}
        </p>
      )}
      {data && data.items.length > 0 && (
        <ul className={`grid gap-5 sm:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          {data.items.map((candidate) => (
            <li key={candidate.id}>
              <CandidateCard candidate={candidate} onOpen={registerView} listSearch={search} />
            </li>
          ))}
        </ul>
      )}
      {data && (data.page > 1 || hasNext) && (
        <PaginationControls page={data.page} pages={pages} hasNext={hasNext} hrefOf={hrefOfPage} />
      )}
    </section>
  );
}
