import { LoaderCircle, Upload } from 'lucide-react';
import type { ChangeEvent, ReactNode } from 'react';
import { useFieldIds } from './field';
import { FormAlert } from './form-alert';

export interface UploadStatus {
  tone: 'success' | 'error';
  text: ReactNode;
}

export interface FileUploadProps {
  label: ReactNode;
  /** The input's accept attribute (e.g. 'image/jpeg,image/png' or 'application/pdf,.pdf'). */
  accept: string;
  hint?: ReactNode;
  /** While sending: the input is disabled and `busyText` is shown. */
  busy?: boolean;
  busyText?: ReactNode;
  /** Upload progress, 0 to 100; a progress bar is shown while it is a number and busy. */
  progress?: number | null;
  /** The outcome of the last attempt. */
  status?: UploadStatus | null;
  /** What was sent so far (an image preview, a list of files…), shown beside the input. */
  preview?: ReactNode;
  onFile: (file: File) => void;
  id?: string;
  className?: string;
}

/**
 * A labelled file input that hands the chosen file to `onFile`, then shows the sending state
 * (disabled input, text, optional progress bar), the outcome and a preview. The input is reset
 * after each choice, so the same file can be chosen again after a failure.
 */
export function FileUpload({
  label,
  accept,
  hint,
  busy = false,
  busyText,
  progress,
  status,
  preview,
  onFile,
  id,
  className = '',
}: FileUploadProps) {
  const ids = useFieldIds({ id, hint });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  const showProgress = busy && typeof progress === 'number';

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.inputId} className="text-sm font-semibold text-navy">
          {label}
        </label>
        <div
          className={`flex items-center gap-3 rounded-xl border border-dashed px-3 py-3 ${
            busy ? 'border-navy/20 bg-mist' : 'border-navy/30 bg-white'
          }`}
        >
          <Upload aria-hidden="true" className="hidden h-5 w-5 shrink-0 text-accent-strong sm:block" />
          <input
            id={ids.inputId}
            type="file"
            accept={accept}
            disabled={busy}
            onChange={onChange}
            {...ids.aria}
            className="block w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-navy file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-light disabled:cursor-not-allowed disabled:file:cursor-not-allowed disabled:file:opacity-70"
          />
        </div>
        {hint && (
          <p id={ids.hintId} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
      {busy && (
        <div role="status" className="flex flex-col gap-2 text-sm text-navy">
          <span className="inline-flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
            {busyText}
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
      )}
      {!busy && status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      {preview}
    </div>
  );
}
