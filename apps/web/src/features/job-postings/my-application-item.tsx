import { FINAL_CANDIDATURA_STATUSES, type MinhaCandidatura } from '@app/shared';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ClosedBadge } from './closed-badge';
import { formatDate, statusDate, statusLabel } from './display';
import { StatusBadge } from './status-badge';

/** One of the candidate's applications: the posting, its status and dates, and 'Retirar candidatura'. */
export function MyApplicationItem({
  candidatura,
  onWithdraw,
}: {
  candidatura: MinhaCandidatura;
  onWithdraw: () => void;
}) {
  const { vaga } = candidatura;
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10" data-testid="candidatura">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-navy">
            <Link to={`/vagas/${vaga.id}`} className="hover:underline">
              {vaga.titulo}
            </Link>
            {(vaga.status === 'encerrada' || vaga.expirada) && <ClosedBadge />}
          </h2>
          <p className="text-sm text-slate-700">
            {vaga.clinica.nome_fantasia} · {vaga.cidade} – {vaga.estado}
          </p>
        </div>
        <StatusBadge status={candidatura.status} />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        Enviada em {formatDate(candidatura.recebida_em)}
        {candidatura.status !== 'recebida' &&
          ` · ${statusLabel(candidatura.status)} em ${statusDate(candidatura)}`}
      </p>
      {!FINAL_CANDIDATURA_STATUSES.includes(candidatura.status) && (
        <Button variant="ghost" className="mt-2 -ml-5" onClick={onWithdraw}>
          Retirar candidatura
        </Button>
      )}
    </li>
  );
}
