import type { AdminUsuarioDetail } from '@app/shared';
import { Button } from '../../components/ui/button';
import type { ModerationAction } from './api/usuarios';

interface UserModerationButtonsProps {
  user: AdminUsuarioDetail;
  /** An action is being saved. */
  pending: boolean;
  /** The suspension's reason is being asked. */
  asking: boolean;
  onRun: (action: ModerationAction) => void;
  onAsk: () => void;
  onSuspend: () => void;
}

/** The account dialog's footer: verify a clinic or remove it; suspend (reason first) or reactivate. */
export function UserModerationButtons({
  user,
  pending,
  asking,
  onRun,
  onAsk,
  onSuspend,
}: UserModerationButtonsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {user.tipo_usuario === 'clinica' &&
        (user.verificada ? (
          <Button variant="outline" onClick={() => onRun({ kind: 'desverificar' })} disabled={pending}>
            Remover verificação
          </Button>
        ) : (
          <Button variant="outline" onClick={() => onRun({ kind: 'verificar' })} disabled={pending}>
            Verificar
          </Button>
        ))}
      {user.suspenso ? (
        <Button onClick={() => onRun({ kind: 'reativar' })} loading={pending} loadingText="Reativando…">
          Reativar
        </Button>
      ) : asking ? (
        <Button onClick={onSuspend} loading={pending} loadingText="Suspendendo…">
          Confirmar suspensão
        </Button>
      ) : (
        <Button onClick={onAsk}>Suspender</Button>
      )}
    </div>
  );
}
