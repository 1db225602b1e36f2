import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';

interface UploadProgressProps {
  /** What is being done ('Enviando foto…'). */
  text: ReactNode;
  /** 0 to 100; a number shows the percentage and a progress bar. */
  progress?: number | null;
}

/** The sending state of a file field: a spinner, the text and, when known, the progress. */
export function UploadProgress({ text, progress }: UploadProgressProps) {
  const showProgress = typeof progress === 'number';
  return (
    <div role="status" className="flex flex-col gap-2 text-sm text-navy">
      <span className="inline-flex items-center gap-2">
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
        {text}
        {showProgress && <span className="tabular-nums">{`${Math.round(progress)}%`}</span>}
      </span>
      {showProgress && (
        <progress
          max={100}
          value={progress}
          aria-label="Progresso do envio"
          className="h-2.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-accent-strong [&::-webkit-progress-bar]:bg-navy/10 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-strong"
        />
      )}
    </div>
  );
}
