import type { MinhaCandidatura } from '@app/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadFailure } from '../../components/ui/load-failure';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { loginPathReturningTo } from '../../lib/session-expiry';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { userMessage } from '../../lib/user-message';
import { useMinhasCandidaturas, useMoveCandidatura } from './api/applications';
import { MyApplicationItem } from './my-application-item';

function WithdrawDialog({ candidatura, onClose }: { candidatura: MinhaCandidatura; onClose: () => void }) {
  const move = useMoveCandidatura();
  const confirm = () =>
    move.mutate(
      { id: candidatura.id, status: 'retirada' },
      {
        onSuccess: () => {
          notify.success('Candidatura retirada.');
          onClose();
        },
        onError: (err) =>
          notify.error(userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível retirar.')),
      },
    );
  return (
    <Modal
      title="Retirar candidatura"
      onClose={onClose}
      dismissible={!move.isPending}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={move.isPending}>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={move.isPending} loadingText="Retirando…">
            Retirar candidatura
          </Button>
        </div>
      }
    >
      <p className="text-slate-800">
        Deseja retirar sua candidatura à vaga <strong>{candidatura.vaga.titulo}</strong>? A clínica deixará de
        considerá-la e não será possível se candidatar de novo a esta vaga.
      </p>
    </Modal>
  );
}

/** /minhas-candidaturas: the candidate's applications, their status and dates; withdraw. */
export function MyApplicationsPage() {
  usePageTitle('Minhas candidaturas');
  const session = useSession();
  const { data, isPending, error, refetch, isFetching } = useMinhasCandidaturas();
  const [withdrawing, setWithdrawing] = useState<MinhaCandidatura | null>(null);

  let body: ReactNode;
  if (!session.loggedIn || (error instanceof ApiError && error.status === 401))
    body = (
      <p className="text-slate-700">
        <Link to={loginPathReturningTo('/minhas-candidaturas')} className="font-semibold underline">
          Entre na sua conta
        </Link>{' '}
        para ver suas candidaturas.
      </p>
    );
  else if (session.isClinic || (error instanceof ApiError && error.status === 403))
    body = (
      <p className="text-slate-700">Esta página é para candidatos. Veja as suas vagas em Minhas vagas.</p>
    );
  else if (error)
    body = (
      <LoadFailure
        error={error}
        message="Não foi possível carregar suas candidaturas."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  else if (isPending) body = <p className="text-slate-600">Carregando…</p>;
  else if (data.items.length === 0)
    body = (
      <div className="rounded-2xl bg-white p-8 text-center ring-1 ring-navy/10">
        <p className="text-slate-700">Você ainda não se candidatou a nenhuma vaga.</p>
        <Link to="/vagas" className={`${buttonClasses()} mt-4`}>
          Ver vagas abertas
        </Link>
      </div>
    );
  else
    body = (
      <ul className="grid gap-4">
        {data.items.map((c) => (
          <MyApplicationItem key={c.id} candidatura={c} onWithdraw={() => setWithdrawing(c)} />
        ))}
      </ul>
    );

  return (
    <div className="bg-mist px-4 py-10 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-4xl">
        <h1 className="mb-6 text-3xl font-extrabold text-navy">Minhas candidaturas</h1>
        {body}
      </div>
      {withdrawing && <WithdrawDialog candidatura={withdrawing} onClose={() => setWithdrawing(null)} />}
    </div>
  );
}

export { MyApplicationsPage as Component };
