import { type Applicant, CANDIDATURA_STATUSES, type CandidaturaStatus, countLabel } from '@app/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import {
  APPLICANTS_PAGE_SIZE,
  pageCount,
  pageFromSearch,
  pageHref,
  useApplicants,
  useVaga,
} from './api/postings';
import { ApplicantCard } from './applicant-card';
import { statusLabel } from './display';
import { PageLinks } from './page-links';
import { StatusBadge } from './status-badge';
import { WithdrawnApplicantCard } from './withdrawn-applicant-card';

/** The pipeline's steps, a column each; 'Não selecionada' and 'Retirada' show only when someone is there. */
const BOARD_STATUSES: readonly CandidaturaStatus[] = ['recebida', 'em_analise', 'entrevista', 'contratada'];

/**
 * One status of the board. From 1280 px up the pipeline's steps are four columns, shown even when
 * empty so the board keeps its shape; on narrower screens the groups stack and empty ones are hidden.
 */
function StatusColumn({
  status,
  applicants,
  vagaId,
}: {
  status: CandidaturaStatus;
  applicants: Applicant[];
  vagaId: number;
}) {
  const empty = applicants.length === 0;
  return (
    <section
      aria-label={statusLabel(status)}
      className={`rounded-2xl bg-white/60 p-3 ring-1 ring-navy/10 ${empty ? 'hidden xl:block' : ''}`}
    >
      <h2 className="flex items-center gap-2 text-lg font-bold text-navy">
        <StatusBadge status={status} /> <span className="text-sm text-slate-600">({applicants.length})</span>
      </h2>
      {empty ? (
        <p className="mt-3 text-sm text-slate-500">Ninguém nesta etapa.</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {applicants.map((a) =>
            a.status === 'retirada' ? (
              <WithdrawnApplicantCard key={a.id} applicant={a} />
            ) : (
              <ApplicantCard key={a.id} applicant={a} vagaId={vagaId} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}

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
  else {
    // Withdrawn applications have no match (the API sends none): they come last.
    const byMatch = [...data.items].sort((a, b) => (b.match?.pontuacao ?? -1) - (a.match?.pontuacao ?? -1));
    const pages = pageCount(data.total, APPLICANTS_PAGE_SIZE);
    const columns = CANDIDATURA_STATUSES.map((status) => ({
      status,
      applicants: byMatch.filter((a) => a.status === status),
    })).filter((c) => BOARD_STATUSES.includes(c.status) || c.applicants.length > 0);
    body = (
      <>
        <p className="mt-4 text-sm text-slate-600">
          {countLabel(data.total, 'candidatura', 'candidaturas')}
          {pages > 1 && ` · página ${page} de ${pages}`}
        </p>
        <div
          className={`mt-4 grid gap-4 lg:grid-cols-2 xl:grid-cols-4 xl:items-start ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {columns.map((c) => (
            <StatusColumn key={c.status} status={c.status} applicants={c.applicants} vagaId={id} />
          ))}
        </div>
        <PageLinks
          page={page}
          pages={pages}
          hrefOf={(n) => pageHref(path, n)}
          label="Páginas de candidaturas"
        />
      </>
    );
  }

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
