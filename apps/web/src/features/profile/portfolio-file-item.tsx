import type { PortfolioItem } from '@app/shared';
import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { formatFileSize } from '../../lib/file-size';

/** One PDF of the candidate's portfolio: its name and size, 'Abrir' (a new tab) and 'Remover'. */
export function PortfolioFileItem({ file, onRemove }: { file: PortfolioItem; onRemove: () => void }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-mist px-3 py-2 text-sm text-navy">
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
          onClick={onRemove}
        >
          Remover
        </Button>
      </span>
    </li>
  );
}
