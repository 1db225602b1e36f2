import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { pageFromSearch, useApplicants, useVaga } from './api/postings';
import { ApplicantsBoard } from './applicants-board';

/** /minhas-vagas/{id}: the posting's applicants by status, best match first, page by page. */
export function PostingPipelinePage() {
  const id = Number(useParams().id);
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const vaga = useVaga(id);
  const { data, isPending, error, isPlaceholderData, refetch, isFetching } = useApplicants(id, page);
  usePageTitle(vaga.data ? `Candidaturas: ${vaga.data.titulo}` : 'Candidaturas');
  const path = `/minhas-vagas/${id}`;

  let body: ReactNode;
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    body = <p className="text-slate-700">Vaga não encontrada entre as vagas da sua clínica.</p>;
  else if (error instanceof ApiError && error.status === 401)
    body = <p className="text-slate-700">Entre na conta da clínica para ver as candidaturas.</p>;
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar as candidaturas."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando…</p>;
  else if (data.items.length === 0)
    body = (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
        {data.total > 0 ? (
          <>
            Não há candidaturas nesta página.{' '}
            <Link to={path} className="font-semibold text-accent-strong underline">
              Ir para a primeira página
            </Link>
          </>
        ) : (
          'Esta vaga ainda não recebeu candidaturas.'
        )}
      </p>
    );
  else
    body = (
      <ApplicantsBoard data={data} page={page} vagaId={id} pagePath={path} placeholder={isPlaceholderData} />
    );

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <Link
          to="/minhas-vagas"
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong"
        >
          <ArrowLeft aria-hidden className="size-4" /> Minhas vagas
        </Link>
        <h1 className="text-3xl font-extrabold text-navy">{vaga.data?.titulo ?? 'Candidaturas'}</h1>
        <p className="mt-1 text-slate-700">Candidatos por etapa, do maior para o menor match.</p>
        {body}
      </div>
    </div>
  );
}

export { PostingPipelinePage as Component };
