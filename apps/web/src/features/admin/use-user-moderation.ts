import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { notify } from '../../lib/notify';
import { userMessage } from '../../lib/user-message';
import { type ModerationAction, useModerate } from './api/usuarios';

const DONE: Record<ModerationAction['kind'], string> = {
  suspender: 'Conta suspensa.',
  reativar: 'Conta reativada.',
  verificar: 'Clínica verificada.',
  desverificar: 'Verificação removida.',
};

/**
 * The moderation of the account `id`: an action run with its confirmation toast, the suspension's
 * reason asked first, and the problem of the last attempt.
 */
export function useUserModeration(id: number) {
  const moderate = useModerate(id);
  const [asking, setAsking] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const run = (action: ModerationAction) => {
    setProblem(null);
    moderate.mutate(action, {
      onSuccess: () => {
        notify.success(DONE[action.kind]);
        setAsking(false);
        setMotivo('');
      },
      onError: (err) =>
        setProblem(
          userMessage(err, err instanceof ApiError ? err.message : 'Não foi possível concluir a ação.'),
        ),
    });
  };
  const suspend = () => {
    if (motivo.trim().length < 3) return setProblem('Informe o motivo da suspensão.');
    run({ kind: 'suspender', motivo: motivo.trim() });
  };

  return {
    pending: moderate.isPending,
    asking,
    ask: () => setAsking(true),
    motivo,
    setMotivo,
    problem,
    run,
    suspend,
  };
}
