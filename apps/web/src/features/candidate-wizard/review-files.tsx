import { ExternalLink, FileText, UserRound } from 'lucide-react';
import { usePortfolioFiles } from '../../api/portfolio';
import { formatFileSize } from '../../lib/file-size';
import { useStoredPhoto } from '../../lib/profile-photo';
import { ReviewSection } from './review-section';

interface ReviewFilesProps {
  candidateId: string | null;
  /** The photo sent in this visit of the wizard (else the one the server has, if any). */
  photoPreview: string | null;
}

/** The review's 'Foto e portfólio': the photo in its round frame and the portfolio's PDFs. */
export function ReviewFiles({ candidateId, photoPreview }: ReviewFilesProps) {
  const stored = useStoredPhoto('candidato', candidateId, !photoPreview);
  const portfolio = usePortfolioFiles(candidateId);
  const photo = photoPreview ?? stored.data ?? null;
  const files = portfolio.data ?? [];
  return (
    <ReviewSection title="Foto e portfólio">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {photo ? (
          <img
            src={photo}
            alt="Sua foto de perfil"
            className="h-28 w-28 shrink-0 rounded-full border-4 border-white object-cover shadow-md ring-1 ring-navy/10"
          />
        ) : (
          <div className="flex items-center gap-3 text-muted">
            <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-mist">
              <UserRound aria-hidden="true" className="h-8 w-8 text-navy/30" />
            </span>
            Nenhuma foto enviada.
          </div>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold text-navy">Portfólio</h3>
          {portfolio.isPending && candidateId ? (
            <p className="mt-1 text-sm text-muted">Carregando...</p>
          ) : files.length === 0 ? (
            <p className="mt-1 text-sm text-muted">Nenhum portfólio enviado.</p>
          ) : (
            <ul aria-label="Portfólio enviado" className="mt-2 flex flex-col gap-2">
              {files.map((file) => (
                <li key={file.key} className="flex min-w-0 items-center gap-2 text-sm">
                  <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-strong" />
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 min-w-0 items-center gap-1 font-semibold break-all text-accent-strong underline underline-offset-2"
                  >
                    {file.filename}
                    <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                  </a>
                  <span className="shrink-0 text-muted">{`· ${formatFileSize(file.size)}`}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ReviewSection>
  );
}
