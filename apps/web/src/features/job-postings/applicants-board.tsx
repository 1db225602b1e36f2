import { type Applicant, CANDIDATURA_STATUSES, type CandidaturaStatus, countLabel } from '@app/shared';
import { APPLICANTS_PAGE_SIZE, type ApplicantsPage, pageCount, pageHref } from './api/postings';
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

interface ApplicantsBoardProps {
  data: ApplicantsPage;
  page: number;
  vagaId: number;
  /** The pipeline's address, for the links to its other pages. */
  pagePath: string;
  /** The previous page is shown while this one loads: dimmed. */
  placeholder: boolean;
}

/** A page of the posting's applicants: their count, a column per status (best match first) and the pages. */
export function ApplicantsBoard({ data, page, vagaId, pagePath, placeholder }: ApplicantsBoardProps) {
  // Withdrawn applications have no match (the API sends none): they come last.
  const byMatch = [...data.items].sort((a, b) => (b.match?.pontuacao ?? -1) - (a.match?.pontuacao ?? -1));
  const pages = pageCount(data.total, APPLICANTS_PAGE_SIZE);
  const columns = CANDIDATURA_STATUSES.map((status) => ({
    status,
    applicants: byMatch.filter((a) => a.status === status),
  })).filter((c) => BOARD_STATUSES.includes(c.status) || c.applicants.length > 0);
  return (
    <>
      <p className="mt-4 text-sm text-slate-600">
        {countLabel(data.total, 'candidatura', 'candidaturas')}
        {pages > 1 && ` · página ${page} de ${pages}`}
      </p>
      <div
        className={`mt-4 grid gap-4 lg:grid-cols-2 xl:grid-cols-4 xl:items-start ${placeholder ? 'opacity-60' : ''}`}
      >
        {columns.map((c) => (
          <StatusColumn key={c.status} status={c.status} applicants={c.applicants} vagaId={vagaId} />
        ))}
      </div>
      <PageLinks
        page={page}
        pages={pages}
        hrefOf={(n) => pageHref(pagePath, n)}
        label="Páginas de candidaturas"
      />
    </>
  );
}
