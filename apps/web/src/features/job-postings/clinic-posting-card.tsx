import {
  CANDIDATURA_STATUS_LABELS,
  type CandidaturaStatus,
  type MinhaVaga,
  VAGA_STATUS_LABELS,
} from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { useVagaStatusAction } from './api/postings';
import { formatDate } from './display';

const COUNTED: CandidaturaStatus[] = ['recebida', 'em_analise', 'entrevista', 'contratada'];
/** The applicants still in the process: told by e-mail when the posting closes. */
const IN_PROCESS: CandidaturaStatus[] = ['recebida', 'em_analise', 'entrevista'];

const closedMessage = (n: number) =>
  n === 0
    ? 'Vaga encerrada.'
    : `Vaga encerrada. ${n === 1 ? 'O candidato em processo será avisado' : `Os ${n} candidatos em processo serão avisados`} por e-mail.`;

/** Asks before closing; says how many applicants in the process will be told by e-mail. */
function CloseDialog({
  vaga,
  inProcess,
  pending,
  onConfirm,
  onCancel,
}: {
  vaga: MinhaVaga;
  inProcess: number;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={`Encerrar a vaga "${vaga.titulo}"?`}
      onClose={onCancel}
      dismissible={!pending}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus>
            Cancelar
          </Button>
          <Button variant="secondary" onClick={onConfirm} loading={pending} loadingText="Encerrando…">
            Encerrar vaga
          </Button>
        </div>
      }
    >
      <p className="text-slate-800">
        A vaga sai da busca e deixa de receber candidaturas.{' '}
        {inProcess === 0
          ? 'Não há candidatos em processo para avisar.'
          : inProcess === 1
            ? 'O candidato que ainda está em processo receberá um e-mail avisando que a vaga foi encerrada.'
            : `Os ${inProcess} candidatos que ainda estão em processo receberão um e-mail avisando que a vaga foi encerrada.`}
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Quem já foi contratado, não selecionado ou retirou a candidatura não recebe esse aviso. Você pode
        reabrir a vaga depois, se precisar.
      </p>
    </Modal>
  );
}

/** The card's heading: the posting's title (its applications' link), facts, dates and status. */
function ClinicPostingHeader({ vaga, closed }: { vaga: MinhaVaga; closed: boolean }) {
  return (
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
  );
}

/**
 * One of the clinic's postings: its counts, 'Ver candidaturas', 'Editar', 'Encerrar' (asks first:
 * the applicants in the process are e-mailed) or 'Reabrir'.
 */
export function ClinicPostingCard({ vaga, onEdit }: { vaga: MinhaVaga; onEdit: () => void }) {
  const action = useVagaStatusAction();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const closed = vaga.status === 'encerrada';
  const inProcess = IN_PROCESS.reduce((sum, s) => sum + vaga.candidaturas[s], 0);
  const run = (what: 'encerrar' | 'reabrir') =>
    action.mutate(
      { id: vaga.id, action: what },
      {
        onSuccess: () => {
          setConfirmingClose(false);
          notify.success(what === 'encerrar' ? closedMessage(inProcess) : 'Vaga reaberta.');
        },
        onError: (err) => {
          setConfirmingClose(false);
          notify.error(
            userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível alterar a vaga.'),
          );
        },
      },
    );
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy/10" data-testid="minha-vaga">
      <ClinicPostingHeader vaga={vaga} closed={closed} />
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
          <Button variant="outline" onClick={() => setConfirmingClose(true)}>
            Encerrar
          </Button>
        )}
      </div>
      {confirmingClose && (
        <CloseDialog
          vaga={vaga}
          inProcess={inProcess}
          pending={action.isPending}
          onConfirm={() => run('encerrar')}
          onCancel={() => setConfirmingClose(false)}
        />
      )}
    </li>
  );
}
