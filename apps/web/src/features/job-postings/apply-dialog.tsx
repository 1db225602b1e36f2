import { CANDIDATURA_MESSAGE_MAX } from '@app/shared';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { Modal } from '../../components/ui/modal';
import { TextAreaField } from '../../components/ui/text-area-field';
import { ApiError, hasErrorCode } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useApply } from './api/applications';
import { professionMismatchNotice } from './display';

interface ApplyDialogProps {
  vagaId: number;
  titulo: string;
  /** The vaga's profession and the candidate's own (null if unknown): a mismatch is said, not refused. */
  profissao: string;
  minhaProfissao: string | null;
  onClose: () => void;
  /** The profile is not published (the server said so): the page offers the wizard. */
  onNotPublished: (message: string) => void;
}

/**
 * 'Candidatar-se': an optional message to the clinic, then the application. A vaga for another
 * profession than the candidate's is said above the message; they may apply all the same.
 */
export function ApplyDialog({
  vagaId,
  titulo,
  profissao,
  minhaProfissao,
  onClose,
  onNotPublished,
}: ApplyDialogProps) {
  const mismatch = professionMismatchNotice(profissao, minhaProfissao);
  const [mensagem, setMensagem] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApply(vagaId);
  const submit = () => {
    setError(null);
    apply.mutate(mensagem, {
      onSuccess: () => {
        notify.success('Candidatura enviada! Acompanhe o andamento em Minhas candidaturas.');
        onClose();
      },
      onError: (err) => {
        const detail = err instanceof ApiError ? err.message : 'Não foi possível enviar a candidatura.';
        if (hasErrorCode(err, 'candidate.profile_unpublished')) {
          onNotPublished(detail);
          onClose();
          return;
        }
        if (hasErrorCode(err, 'application.duplicate')) {
          notify.success('Você já se candidatou a esta vaga.');
          onClose();
          return;
        }
        setError(detail);
      },
    });
  };
  return (
    <Modal
      title={`Candidatar-se: ${titulo}`}
      onClose={onClose}
      dismissible={!apply.isPending}
      footer={
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onClose} disabled={apply.isPending}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={apply.isPending} loadingText="Enviando…">
            Enviar candidatura
          </Button>
        </div>
      }
    >
      {mismatch && (
        <FormAlert tone="info" className="mb-4">
          {mismatch}
        </FormAlert>
      )}
      <TextAreaField
        data-autofocus
        label="Mensagem para a clínica"
        optional
        hint="Conte em poucas linhas por que a vaga combina com você."
        maxLength={CANDIDATURA_MESSAGE_MAX}
        value={mensagem}
        onChange={(e) => setMensagem(e.target.value)}
        rows={5}
      />
      {error && (
        <FormAlert tone="error" className="mt-4">
          {error}
        </FormAlert>
      )}
    </Modal>
  );
}
