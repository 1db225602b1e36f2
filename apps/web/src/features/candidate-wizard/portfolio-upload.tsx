import { PDF_MAX_BYTES } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { portfolioKeys } from '../../api/portfolio';
import { FileUpload, type UploadStatus } from '../../components/ui/file-upload';
import { ApiError } from '../../lib/api';
import { formatFileSize } from '../../lib/file-size';
import { failureDetail, userMessage } from '../../lib/user-message';
import { isPdf, uploadPortfolio, WIZARD_MESSAGES } from './wizard-api';
import type { PortfolioFile } from './wizard-draft';

interface PortfolioUploadProps {
  candidateId: string | null;
  /** The files already sent (kept by the wizard between steps), listed under the field. */
  files?: PortfolioFile[];
  onUploaded: (files: PortfolioFile[]) => void;
}

function failure(error: unknown): UploadStatus {
  if (error instanceof ApiError && error.status === 413)
    return { tone: 'error', text: WIZARD_MESSAGES.portfolioTooLarge };
  if (error instanceof Error && error.message === WIZARD_MESSAGES.portfolioNoId)
    return { tone: 'error', text: WIZARD_MESSAGES.portfolioNoId };
  const detail = failureDetail(error);
  return {
    tone: 'error',
    text: (
      <>
        <p>{userMessage(error, WIZARD_MESSAGES.portfolioFailed)}</p>
        {detail && <p className="mt-1">{detail}</p>}
      </>
    ),
  };
}

/** The PDF portfolio (up to 10 MB a file), sent as soon as it is chosen, with a progress bar. */
export function PortfolioUpload({ candidateId, files = [], onUploaded }: PortfolioUploadProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<UploadStatus | null>(null);

  const send = async (file: File) => {
    const refused = !candidateId
      ? WIZARD_MESSAGES.portfolioNoUser
      : !isPdf(file)
        ? WIZARD_MESSAGES.portfolioNotPdf
        : file.size > PDF_MAX_BYTES
          ? WIZARD_MESSAGES.portfolioTooLarge
          : null;
    if (refused) {
      setStatus({ tone: 'error', text: refused });
      return;
    }
    setBusy(true);
    setProgress(0);
    setStatus(null);
    try {
      const sent = await uploadPortfolio(candidateId, file, setProgress);
      onUploaded(sent);
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.list(String(candidateId)) });
      setStatus({ tone: 'success', text: WIZARD_MESSAGES.portfolioSent });
    } catch (error) {
      setStatus(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FileUpload
      label="Arquivo PDF do portfólio"
      buttonText="Enviar PDF"
      accept="application/pdf,.pdf"
      hint="Um arquivo PDF de até 10 MB. Você pode enviar mais de um, um de cada vez."
      busy={busy}
      busyText={WIZARD_MESSAGES.portfolioSending}
      progress={progress}
      status={status}
      onFile={send}
      preview={
        files.length > 0 && (
          <ul aria-label="Arquivos do portfólio enviados" className="flex flex-col gap-2">
            {files.map((file) => (
              <li
                key={file.key}
                className="flex min-w-0 items-center gap-2 rounded-xl bg-mist px-3 py-2 text-sm text-navy"
              >
                <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-strong" />
                <span className="min-w-0 truncate">{file.name}</span>
                {file.size > 0 && (
                  <span className="shrink-0 text-muted">{`· ${formatFileSize(file.size)}`}</span>
                )}
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
