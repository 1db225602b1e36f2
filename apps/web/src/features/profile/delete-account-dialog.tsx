import { TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';

interface DeleteAccountDialogProps {
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * 'Deletar conta': the confirmation of the account's deletion. While deleting ('Excluindo...')
 * Cancelar, Escape and the backdrop are ignored.
 */
export function DeleteAccountDialog({ deleting, onConfirm, onCancel }: DeleteAccountDialogProps) {
  const cancel = () => {
    if (!deleting) onCancel();
  };
  return (
    <Modal
      title="Deletar conta"
      onClose={cancel}
      dismissible={!deleting}
      footer={
        <>
          <Button variant="outline" onClick={cancel} aria-disabled={deleting || undefined} data-autofocus>
            Cancelar
          </Button>
          <Button
            onClick={onConfirm}
            loading={deleting}
            loadingText="Excluindo..."
            className="bg-red-700! hover:bg-red-800! disabled:hover:bg-red-700!"
          >
            Sim, deletar
          </Button>
        </>
      }
    >
      <p className="flex items-start gap-3 text-ink">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
        Tem certeza que deseja deletar sua conta? Esta ação é irreversível.
      </p>
    </Modal>
  );
}
