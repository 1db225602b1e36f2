import type { MinhaVaga } from '@app/shared';
import { Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { ApiError } from '../../lib/api';
import { loginPathReturningTo } from '../../lib/session-expiry';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import {
  MINHAS_VAGAS_PAGE_SIZE,
  type MinhasVagasPage,
  pageCount,
  pageFromSearch,
  pageHref,
  useMinhasVagas,
} from './api/postings';
import { ClinicPostingCard } from './clinic-posting-card';
import { PageLinks } from './page-links';
import { PostingFormDialog } from './posting-form-dialog';

/** No posting on this page: past the last page (a link to the first), or none published yet. */
function NoClinicPostings({ total }: { total: number }) {
  return (
    <p className="rounded-2xl bg-white p-8 text-center text-slate-700 ring-1 ring-navy/10">
      {total > 0 ? (
        <>
          Não há vagas nesta página.{' '}
          <Link to="/minhas-vagas" className="font-semibold text-accent-strong underline">
            Ir para a primeira página
          </Link>
        </>
      ) : (
        'Você ainda não publicou vagas. Clique em Nova vaga para começar.'
      )}
    </p>
  );
}

interface ClinicPostingsListProps {
  page: number;
  data: MinhasVagasPage;
  /** The previous page is shown while this one loads: dimmed. */
  placeholder: boolean;
  onEdit: (vaga: MinhaVaga) => void;
}

/** A page of the clinic's postings, each a card with its actions, and the links to the other pages. */
function ClinicPostingsList({ page, data, placeholder, onEdit }: ClinicPostingsListProps) {
  const pages = pageCount(data.total, MINHAS_VAGAS_PAGE_SIZE);
  return (
    <>
      <ul className={`grid gap-4 ${placeholder ? 'opacity-60' : ''}`}>
        {data.items.map((vaga) => (
          <ClinicPostingCard key={vaga.id} vaga={vaga} onEdit={() => onEdit(vaga)} />
        ))}
      </ul>
      <PageLinks
        page={page}
        pages={pages}
        hrefOf={(n) => pageHref('/minhas-vagas', n)}
        label="Páginas de vagas"
      />
    </>
  );
}

/** /minhas-vagas: the clinic's postings with their application counts; new, edit, close, reopen. */
export function ClinicPostingsPage() {
  usePageTitle('Minhas vagas');
  const session = useSession();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const { data, isPending, error, isPlaceholderData, refetch, isFetching } = useMinhasVagas(page);
  const [editing, setEditing] = useState<MinhaVaga | 'nova' | null>(null);

  let body: ReactNode;
  if (!session.loggedIn || (error instanceof ApiError && error.status === 401))
    body = (
      <p className="text-slate-700">
        <Link to={loginPathReturningTo('/minhas-vagas')} className="font-semibold underline">
          Entre na conta da clínica
        </Link>{' '}
        para publicar e acompanhar vagas.
      </p>
    );
  else if (!session.isClinic || (error instanceof ApiError && error.status === 403))
    body = (
      <p className="text-slate-700">
        Esta página é para clínicas. Veja suas candidaturas em Minhas candidaturas.
      </p>
    );
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar suas vagas."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando…</p>;
  else if (data.items.length === 0) body = <NoClinicPostings total={data.total} />;
  else
    body = <ClinicPostingsList page={page} data={data} placeholder={isPlaceholderData} onEdit={setEditing} />;

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold text-navy">Minhas vagas</h1>
          {session.isClinic && (
            <Button icon={<Plus aria-hidden className="size-4" />} onClick={() => setEditing('nova')}>
              Nova vaga
            </Button>
          )}
        </div>
        {body}
      </div>
      {editing && (
        <PostingFormDialog vaga={editing === 'nova' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

export { ClinicPostingsPage as Component };
