import type { CandidaturaState, CandidaturaStatus } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { undoMove } from './api/applications';
import { statusLabel } from './display';

// A clinic's change of an applicant's stage: the two decisions that end the process ask first,
// and every change can be undone for a few seconds, before the candidate's e-mail leaves
// (docs/decisions/0069-stage-change-undo.md; the server holds the e-mail and keeps the time).

/** The stages that end the process and e-mail the candidate a decision: they ask first. */
export const CONFIRMED_STATUSES: readonly CandidaturaStatus[] = ['nao_selecionada', 'contratada'];

const CONFIRM_TEXT: Partial<Record<CandidaturaStatus, { body: string; action: string }>> = {
  nao_selecionada: {
    body: 'deixará o processo desta vaga e receberá um e-mail avisando que a candidatura não foi selecionada.',
    action: 'Sim, não selecionada',
  },
  contratada: {
    body: 'terá a candidatura marcada como Contratada e receberá um e-mail com a novidade.',
    action: 'Sim, contratada',
  },
};

/** Asks before moving `nome` to a stage that ends the process; names the person and the e-mail. */
export function StageConfirmDialog({
  nome,
  status,
  pending,
  onConfirm,
  onCancel,
}: {
  nome: string;
  status: CandidaturaStatus;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const text = CONFIRM_TEXT[status];
  if (!text) return null;
  return (
    <Modal
      title={`Mover ${nome} para ${statusLabel(status)}?`}
      onClose={onCancel}
      dismissible={!pending}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onCancel} disabled={pending} data-autofocus>
            Cancelar
          </Button>
          <Button
            variant={status === 'nao_selecionada' ? 'secondary' : 'primary'}
            onClick={onConfirm}
            loading={pending}
            loadingText="Salvando…"
          >
            {text.action}
          </Button>
        </div>
      }
    >
      <p className="text-slate-800">
        <strong>{nome}</strong> {text.body}
      </p>
      <p className="mt-3 text-sm text-slate-600">
        Depois de confirmar, você ainda pode desfazer por alguns segundos: o e-mail só é enviado quando a
        mudança se mantém.
      </p>
    </Modal>
  );
}

/** Milliseconds the undo stays offered: the server's window (both ends are the server's clock). */
export function undoWindowMs(state: CandidaturaState): number {
  if (!state.desfazer_ate) return 0;
  const column = `${state.status}_em` as keyof CandidaturaState;
  const movedAt = Date.parse(String(state[column] ?? ''));
  const until = Date.parse(state.desfazer_ate);
  return Number.isFinite(movedAt) && Number.isFinite(until) ? Math.max(0, until - movedAt) : 0;
}

function UndoToastBody({ text, onUndo }: { text: string; onUndo: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <span className="min-w-0 flex-1">{text}</span>
      <button
        type="button"
        className="min-h-11 rounded-full border border-current px-4 text-sm font-bold underline-offset-2 hover:underline disabled:opacity-60"
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          setBusy(true);
          onUndo().finally(() => setBusy(false));
        }}
      >
        {busy ? 'Desfazendo…' : 'Desfazer'}
      </button>
    </div>
  );
}

/**
 * Tells that `nome` moved to the new stage and offers 'Desfazer' while the server's undo window
 * lasts; undoing says the candidate was not e-mailed.
 */
export function notifyMoved(queryClient: QueryClient, nome: string, state: CandidaturaState) {
  const moved = `Etapa de ${nome} alterada para ${statusLabel(state.status)}.`;
  const windowMs = undoWindowMs(state);
  if (windowMs <= 0) {
    notify.success(moved);
    return;
  }
  const seconds = Math.round(windowMs / 1000);
  const id = notify.success(
    <UndoToastBody
      text={`${moved} O e-mail ao candidato sai em ${seconds} segundos.`}
      onUndo={() =>
        undoMove(queryClient, state.id).then(
          (back) => {
            notify.dismiss(id);
            notify.success(
              `Mudança desfeita: ${nome} voltou para ${statusLabel(back.status)}. Nenhum e-mail foi enviado.`,
            );
          },
          (err: unknown) => {
            notify.dismiss(id);
            notify.error(
              userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível desfazer.'),
            );
          },
        )
      }
    />,
    // The offer ends with the window, whatever the pointer or the focus do meanwhile.
    { autoClose: windowMs, pauseOnHover: false, pauseOnFocusLoss: false, closeOnClick: false },
  );
}
