import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { dataPageHandle } from '../../lib/data-page';
import { usePageTitle } from '../../lib/use-page-title';
import { NO_FILTERS, useVaga, useVagaList, vagaKeys, vagaListPath, vagaPath } from './api/postings';
import { PostingArticle } from './posting-article';
import { PostingCard } from './posting-card';

const MISSING_STATUSES = new Set([404, 410]);
/** The open postings shown on the page of a posting that is gone: the latest ones. */
const OTHER_POSTINGS = { ...NO_FILTERS };

/** A posting that is gone (closed, expired, removed): says so and offers the latest open ones. */
function MissingPosting() {
  const { data } = useVagaList(OTHER_POSTINGS);
  const others = data?.items ?? [];
  return (
    <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy/10 sm:p-10">
      <h1 className="text-3xl font-extrabold text-navy">Vaga não encontrada</h1>
      <p className="mt-2 text-slate-700">
        Esta vaga foi encerrada, expirou ou não existe mais. Veja outras oportunidades abertas.
      </p>
      {others.length > 0 && (
        <>
          <h2 className="mt-8 text-xl font-bold text-navy">Outras vagas abertas</h2>
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {others.slice(0, 6).map((other) => (
              <PostingCard key={other.id} vaga={other} />
            ))}
          </ul>
        </>
      )}
      <Link to="/vagas" className="mt-6 inline-block font-semibold text-accent-strong underline">
        Ver todas as vagas abertas
      </Link>
    </div>
  );
}

/**
 * /vagas/{id}: one posting and 'Candidatar-se'. A closed or expired posting reaches only its
 * clinic and the candidates who applied to it (the API answers 404 to anyone else): marked
 * 'Encerrada', without the apply action.
 */
export function JobPostingPage() {
  const id = Number(useParams().id);
  const { data: vaga, isPending, error, refetch, isFetching } = useVaga(id);
  const missing =
    !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && MISSING_STATUSES.has(error.status));
  usePageTitle(missing ? 'Vaga não encontrada' : (vaga?.titulo ?? 'Vaga'));

  let body: ReactNode;
  if (missing) body = <MissingPosting />;
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar a vaga. Tente novamente."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando vaga…</p>;
  else body = <PostingArticle vaga={vaga} />;
  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <Link
          to="/vagas"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden className="size-4" /> Todas as vagas
        </Link>
        {body}
      </div>
    </div>
  );
}

export { JobPostingPage as Component };

/**
 * Rendered on the server per request (lib/data-page.ts) as a visitor sees it; a posting that is
 * gone answers 404/410 with the latest open postings.
 */
export const handle = dataPageHandle({
  load: async ({ params }) => {
    const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
    return {
      queries: [{ queryKey: vagaKeys.detailFor(id, 'visitante'), path: vagaPath(id) }],
      whenMissing: [{ queryKey: vagaKeys.list(OTHER_POSTINGS), path: vagaListPath(OTHER_POSTINGS) }],
    };
  },
});
