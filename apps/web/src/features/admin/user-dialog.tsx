import { LoadFailure } from '../../components/ui/load-failure';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-area-field';
import { useAdminUsuario } from './api/usuarios';
import { useUserModeration } from './use-user-moderation';
import { UserDetails } from './user-details';
import { UserModerationButtons } from './user-moderation-buttons';

/** One account: its data and figures; suspend (with a reason) or reactivate; verify a clinic. */
export function UserDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: user, error, isPending, refetch, isFetching } = useAdminUsuario(id);
  const moderation = useUserModeration(id);
  const footer =
    user && user.tipo_usuario !== 'admin' ? (
      <UserModerationButtons
        user={user}
        pending={moderation.pending}
        asking={moderation.asking}
        onRun={moderation.run}
        onAsk={moderation.ask}
        onSuspend={moderation.suspend}
      />
    ) : null;

  return (
    <Modal
      title={user ? (user.nome ?? user.email) : 'Conta'}
      onClose={onClose}
      dismissible={!moderation.pending}
      size="lg"
      footer={footer}
    >
      {error ? (
        <LoadFailure
          error={error}
          message="Não foi possível carregar a conta."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : isPending ? (
        <p className="text-slate-600">Carregando…</p>
      ) : (
        <div className="grid gap-4">
          <UserDetails user={user} />
          {moderation.asking && !user.suspenso && (
            <TextAreaField
              label="Motivo da suspensão"
              hint="Fica registrado na auditoria. A conta perde o acesso na hora e some das listas públicas."
              rows={3}
              maxLength={1000}
              value={moderation.motivo}
              onChange={(e) => moderation.setMotivo(e.target.value)}
              data-autofocus
            />
          )}
          {moderation.problem && (
            <p role="alert" className="text-sm font-semibold text-red-700">
              {moderation.problem}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
