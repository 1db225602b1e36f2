import { FileCheck2 } from 'lucide-react';
import { fileLabel } from '../../lib/file-size';

export interface ChosenFile {
  name: string;
  size: number;
  /** Said after the size (e.g. 'reduzida para 412 KB'). */
  note?: string;
}

interface ChosenFileNameProps {
  id: string;
  chosen: ChosenFile | null;
  /** Said while no file is chosen. */
  emptyText: string;
}

/** The chosen file's name and size ('curriculo.pdf · 1,2 MB'), or the empty text. */
export function ChosenFileName({ id, chosen, emptyText }: ChosenFileNameProps) {
  return (
    <span id={id} className="inline-flex min-w-0 items-center gap-1.5 text-sm text-ink">
      {chosen ? (
        <>
          <FileCheck2 aria-hidden="true" className="h-4 w-4 shrink-0 text-accent-strong" />
          <span className="min-w-0 break-all">
            {fileLabel(chosen)}
            {chosen.note && <span className="text-muted">{` (${chosen.note})`}</span>}
          </span>
        </>
      ) : (
        <span className="text-muted">{emptyText}</span>
      )}
    </span>
  );
}
