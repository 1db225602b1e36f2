import {
  CANDIDATURA_STATUS_LABELS,
  type CandidaturaStatus,
  type MinhaVaga,
  VAGA_STATUS_LABELS,
} from '@app/shared';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { useVagaStatusAction } from './api/postings';
import { formatDate } from './display';

const COUNTED: CandidaturaStatus[] = ['recebida', 'em_analise', 'entrevista', 'contratada'];

/** One of the clinic's postings: its counts, 'Ver candidaturas', 'Editar', 'Encerrar' or 'Reabrir'. */
export function ClinicPostingCard({ vaga, onEdit }: { vaga: MinhaVaga; onEdit: () => void }) {
  const action = useVagaStatusAction();
  const closed = vaga.status === 'encerrada';
  const run = (what: 'encerrar' | 'reabrir') =>
    action.mutate(
      { id: vaga.id, action: what },
      {
        onSuccess: () => notify.success(what === 'encerrar' ? 'Vaga encerrada.' : 'Vaga reaberta.'),
        onError: (err) =>
          notify.error(
            userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível alterar a vaga.'),
          ),
      },
    );
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10" data-testid="minha-vaga">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-navy">
            <Link to={`/minhas-vagas/${vaga.id}`} className="hover:underline">
              {vaga.titulo}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">
            {vaga.tipo_profissao} · {vaga.cidade} – {vaga.estado} · {vaga.tipo_contrato}
          </p>
          <p className="mt-1 text-xs text-slate-500">
            Publicada em {formatDate(vaga.publicada_em)}
            {closed
              ? ` · encerrada em ${formatDate(vaga.encerrada_em)}`
              : ` · até ${formatDate(vaga.expira_em)}`}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            closed || vaga.expirada ? 'bg-slate-200 text-slate-800' : 'bg-emerald-100 text-emerald-900'
          }`}
        >
          {vaga.expirada && !closed ? 'Expirada' : VAGA_STATUS_LABELS[vaga.status]}
        </span>
      </div>
      <p className="mt-3 text-sm text-slate-800">
        <strong>{vaga.candidaturas.total}</strong>{' '}
        {vaga.candidaturas.total === 1 ? 'candidatura' : 'candidaturas'}
        {COUNTED.filter((s) => vaga.candidaturas[s] > 0).map((s) => (
          <span key={s}>
            {' '}
            · {CANDIDATURA_STATUS_LABELS[s]}: {vaga.candidaturas[s]}
          </span>
        ))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={`/minhas-vagas/${vaga.id}`}
          className="inline-flex min-h-11 items-center rounded-full bg-navy px-5 text-sm font-semibold text-white hover:bg-navy-light"
        >
          Ver candidaturas
        </Link>
        <Button variant="outline" onClick={onEdit}>
          Editar
        </Button>
        {closed || vaga.expirada ? (
          <Button variant="outline" loading={action.isPending} onClick={() => run('reabrir')}>
            Reabrir
          </Button>
        ) : (
          <Button variant="outline" loading={action.isPending} onClick={() => run('encerrar')}>
            Encerrar
          </Button>
        )}
      </div>
    </li>
  );
}
