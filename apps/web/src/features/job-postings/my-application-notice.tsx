import type { VagaDetail } from '@app/shared';
import { Link } from 'react-router';
import { statusDate } from './display';
import { StatusBadge } from './status-badge';

type MyApplication = NonNullable<VagaDetail['minha_candidatura']>;

/** On a posting's page: the signed-in candidate's own application to it, or its withdrawal. */
export function MyApplicationNotice({ candidatura }: { candidatura: MyApplication }) {
  if (candidatura.status === 'retirada')
    return (
      <div className="rounded-2xl bg-mist p-4" data-testid="minha-candidatura">
        <p className="text-sm text-slate-700">
          Você retirou sua candidatura a esta vaga em {statusDate(candidatura)}. Não é possível se candidatar
          de novo a esta vaga.
        </p>
        <Link to="/vagas" className="mt-3 inline-block text-sm font-semibold text-accent-strong underline">
          Ver outras vagas abertas
        </Link>
      </div>
    );
  return (
    <div className="rounded-2xl bg-mist p-4" data-testid="minha-candidatura">
      <p className="text-sm text-slate-700">Você se candidatou a esta vaga.</p>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Situação: <StatusBadge status={candidatura.status} /> desde {statusDate(candidatura)}
      </p>
      <Link
        to="/minhas-candidaturas"
        className="mt-3 inline-block text-sm font-semibold text-accent-strong underline"
      >
        Ver minhas candidaturas
      </Link>
    </div>
  );
}
