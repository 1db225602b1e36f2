import type { PortfolioItem } from '@app/shared';
import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { usePortfolioFiles, useRemovePortfolioFile } from '../../api/portfolio';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-alert';
import { InfoCard } from '../../components/ui/info-card';
import { Modal } from '../../components/ui/modal';
import { formatFileSize } from '../../lib/file-size';
import { failureDetail } from '../../lib/user-message';
import { PortfolioUpload } from '../candidate-wizard';

const REMOVED = 'Arquivo removido do portfólio.';
const REMOVE_FAILED = 'Não foi possível remover o arquivo. Tente novamente.';

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
            <li
              key={file.key}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-mist px-3 py-2 text-sm text-navy"
            >
              <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-accent-strong" />
              <span className="min-w-0 flex-1 break-all">
                <span className="font-semibold">{file.filename}</span>
                <span className="text-muted">{` · ${formatFileSize(file.size)}`}</span>
              </span>
              <span className="flex gap-2">
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Abrir ${file.filename}`}
                  className={buttonClasses({ variant: 'outline' })}
                >
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  Abrir
                </a>
                <Button
                  variant="ghost"
                  aria-label={`Remover ${file.filename}`}
                  icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
                  onClick={() => {
                    setOutcome(null);
                    setConfirming(file);
                  }}
                >
                  Remover
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <PortfolioUpload candidateId={candidateId} onUploaded={() => setOutcome(null)} />
      {confirming && (
        <Modal
          title="Remover arquivo?"
          onClose={() => setConfirming(null)}
          dismissible={!remove.isPending}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(null)} disabled={remove.isPending}>
                Cancelar
              </Button>
              <Button
                onClick={() => confirmRemove(confirming)}
                loading={remove.isPending}
                loadingText="Removendo…"
              >
                Remover
              </Button>
            </>
          }
        >
          <p>
            {'O arquivo '}
            <strong>{confirming.filename}</strong>
            {' sairá do seu portfólio e as clínicas não poderão mais abri-lo.'}
          </p>
        </Modal>
      )}
    </InfoCard>
  );
}
