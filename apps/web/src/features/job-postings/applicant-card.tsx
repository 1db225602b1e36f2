import { type ActiveApplicant, CANDIDATURA_STATUSES, type CandidaturaStatus } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRegisterView } from '../../api/views';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { profilePathFromVaga } from '../candidates';
import { useMoveCandidatura } from './api/applications';
import { formatDate, statusLabel } from './display';
import { CONFIRMED_STATUSES, notifyMoved, StageConfirmDialog } from './stage-change';

/** The statuses the clinic moves an application to ('retirada' is the candidate's). */
const CLINIC_STATUSES = CANDIDATURA_STATUSES.filter((s) => s !== 'retirada');

interface MoveToSelectProps {
  /** The candidate's name, for the select's accessible name. */
  nome: string;
  status: CandidaturaStatus;
  disabled: boolean;
  onChoose: (status: CandidaturaStatus) => void;
}

/** 'Mover para': the stage the clinic moves the application to. */
function MoveToSelect({ nome, status, disabled, onChoose }: MoveToSelectProps) {
  return (
    <label className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-800">
      Mover para
      <select
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-navy/25 bg-white px-3"
        value={status}
        disabled={disabled}
        onChange={(e) => onChoose(e.target.value as CandidaturaStatus)}
        aria-label={`Mover ${nome} para`}
      >
        {CLINIC_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * One applicant of the pipeline: the profile link, the match, the message and 'Mover para'
 * ('Não selecionada' and 'Contratada' ask first; every move offers 'Desfazer' for a few seconds).
 * (A withdrawn application is WithdrawnApplicantCard.) Opening the profile counts a view as from
 * /candidatos (useRegisterView: the API counts one per clinic, candidate and day) and carries
 * the vaga (`?vaga=`), so the profile's back link returns here.
 */
export function ApplicantCard({ applicant, vagaId }: { applicant: ActiveApplicant; vagaId: number }) {
  const move = useMoveCandidatura();
  const registerView = useRegisterView();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<CandidaturaStatus | null>(null);
  const { candidato, match } = applicant;
  // mutateAsync: the card moves to another status group (a new component) when the list is read
  // again, and mutate's own callbacks would not run after that.
  const onMove = (status: CandidaturaStatus) =>
    move.mutateAsync({ id: applicant.id, status }).then(
      (state) => {
        setConfirming(null);
        notifyMoved(queryClient, candidato.nome, state);
      },
      (err: unknown) => {
        setConfirming(null);
        notify.error(userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível mover.'));
      },
    );
  // The stages that end the process ask first; the select keeps the current stage meanwhile.
  const onChoose = (status: CandidaturaStatus) =>
    CONFIRMED_STATUSES.includes(status) ? setConfirming(status) : onMove(status);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy/10" data-testid="candidato">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-navy">
            <Link
              to={profilePathFromVaga(candidato.id, vagaId)}
              onClick={() => registerView(candidato.id)}
              className="hover:underline"
            >
              {candidato.nome}
            </Link>
          </h3>
          <p className="text-sm text-slate-700">
            {candidato.tipo_profissao} · {candidato.cidade} – {candidato.estado}
          </p>
        </div>
        <span className="rounded-full bg-navy px-3 py-1 text-xs font-bold text-white" title="Compatibilidade">
          {match.pontuacao}% de match
        </span>
      </div>
      {match.em_comum.length > 0 && (
        <p className="mt-2 text-xs text-slate-700">Conhece: {match.em_comum.join(', ')}</p>
      )}
      {match.faltando.length > 0 && (
        <p className="mt-1 text-xs text-slate-500">Não informou: {match.faltando.join(', ')}</p>
      )}
      {applicant.mensagem && (
        <p className="mt-2 whitespace-pre-line rounded-xl bg-mist p-3 text-sm text-slate-800">
          {applicant.mensagem}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">Recebida em {formatDate(applicant.recebida_em)}</p>
      <MoveToSelect
        nome={candidato.nome}
        status={applicant.status}
        disabled={move.isPending}
        onChoose={onChoose}
      />
      {confirming && (
        <StageConfirmDialog
          nome={candidato.nome}
          status={confirming}
          pending={move.isPending}
          onConfirm={() => onMove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </li>
  );
}
