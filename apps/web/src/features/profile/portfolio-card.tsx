import type { PortfolioItem } from '@app/shared';
import { useState } from 'react';
import { usePortfolioFiles, useRemovePortfolioFile } from '../../api/portfolio';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { InfoCard } from '../../components/ui/info-card';
import { Modal } from '../../components/ui/modal';
import { failureDetail } from '../../lib/user-message';
import { PortfolioUpload } from '../candidate-wizard';
import { PortfolioFileItem } from './portfolio-file-item';

const REMOVED = 'Arquivo removido do portfólio.';
const REMOVE_FAILED = 'Não foi possível remover o arquivo. Tente novamente.';

interface RemoveFileDialogProps {
  file: PortfolioItem;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before removing a file from the portfolio (the clinics can no longer open it). */
function RemoveFileDialog({ file, pending, onConfirm, onCancel }: RemoveFileDialogProps) {
  return (
    <Modal
      title="Remover arquivo?"
      onClose={onCancel}
      dismissible={!pending}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} loading={pending} loadingText="Removendo…">
            Remover
          </Button>
        </>
      }
    >
      <p>
        {'O arquivo '}
        <strong>{file.filename}</strong>
        {' sairá do seu portfólio e as clínicas não poderão mais abri-lo.'}
      </p>
    </Modal>
  );
}

/**
 * 'Portfólio' on the candidate's own profile: the PDFs sent (each opens in a new tab, or is
 * removed after a confirmation) and 'Enviar PDF' to add one within the limits (PDF, 10 MB).
 */
export function PortfolioCard({ candidateId }: { candidateId: string }) {
  const files = usePortfolioFiles(candidateId);
  const remove = useRemovePortfolioFile(candidateId);
  const [confirming, setConfirming] = useState<PortfolioItem | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const confirmRemove = (file: PortfolioItem) =>
    remove.mutate(file.key, {
      onSuccess: () => setOutcome({ tone: 'success', text: REMOVED }),
      onError: (error) =>
        setOutcome({ tone: 'error', text: [REMOVE_FAILED, failureDetail(error)].filter(Boolean).join(' ') }),
      onSettled: () => setConfirming(null),
    });

  // Asking again starts afresh: the previous outcome goes.
  const askRemove = (file: PortfolioItem) => {
    setOutcome(null);
    setConfirming(file);
  };

  const list = files.data ?? [];
  return (
    <InfoCard title="Portfólio" className="lg:col-span-2">
      {files.isPending ? (
        <p className="text-muted">Carregando...</p>
      ) : files.isError ? (
        <p className="text-red-700">Não foi possível carregar o portfólio. Recarregue a página.</p>
      ) : list.length === 0 ? (
        <p className="text-muted">Nenhum portfólio enviado.</p>
      ) : (
        <ul aria-label="Arquivos do portfólio" className="flex flex-col gap-2">
          {list.map((file) => (
            <PortfolioFileItem key={file.key} file={file} onRemove={() => askRemove(file)} />
          ))}
        </ul>
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <PortfolioUpload candidateId={candidateId} onUploaded={() => setOutcome(null)} />
      {confirming && (
        <RemoveFileDialog
          file={confirming}
          pending={remove.isPending}
          onConfirm={() => confirmRemove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </InfoCard>
  );
}
