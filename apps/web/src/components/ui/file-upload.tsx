import { Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { type ChosenFile, ChosenFileName } from './chosen-file-name';
import { FormAlert } from './form-alert';
import { UploadProgress } from './upload-progress';

export interface UploadStatus {
  tone: 'success' | 'error';
  text: ReactNode;
}

export type { ChosenFile } from './chosen-file-name';

export interface FileUploadProps {
  /** The field's label: the accessible name of the file input. */
  label: ReactNode;
  /** The visible button's text ('Escolher foto', 'Enviar PDF'). */
  buttonText: string;
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
  /** The file shown as chosen (by default the last one chosen here). */
  chosen?: ChosenFile | null;
  /** Said while no file is chosen here (default 'Nenhum arquivo escolhido'; 'Foto salva' for a kept photo). */
  emptyText?: string;
  onFile: (file: File) => void;
  id?: string;
  className?: string;
}

/**
 * A file field in Portuguese: the real <input type=file> is visually hidden (still focusable and
 * named by the label) and a visible button-styled <label> opens it, so mouse, touch, keyboard
 * (Tab, then Enter or Space) and screen readers all work; beside it the chosen file's name and
 * size ('curriculo.pdf · 1,2 MB') instead of the browser's 'Choose File / No file chosen'. Then
 * the sending state (disabled input, text, optional progress bar), the outcome and a preview. The
 * input is reset after each choice, so the same file can be chosen again after a failure.
 */
export function FileUpload({
  label,
  buttonText,
  accept,
  hint,
  busy = false,
  busyText,
  progress,
  status,
  preview,
  chosen,
  emptyText = 'Nenhum arquivo escolhido',
  onFile,
  id,
  className = '',
}: FileUploadProps) {
  const auto = useId();
  const inputId = id ?? `arquivo-${auto}`;
  const labelId = `${inputId}-rotulo`;
  const hintId = `${inputId}-dica`;
  const chosenId = `${inputId}-escolhido`;
  const [last, setLast] = useState<ChosenFile | null>(null);
  const shown = chosen === undefined ? last : chosen;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setLast({ name: file.name, size: file.size });
    onFile(file);
  };

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      <div className="flex flex-col gap-1.5">
        <span id={labelId} className="text-sm font-semibold text-navy">
          {label}
        </span>
        <div
          className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed px-3 py-3 ${
            busy ? 'border-navy/20 bg-mist' : 'border-navy/30 bg-white'
          }`}
        >
          <input
            id={inputId}
            type="file"
            accept={accept}
            disabled={busy}
            onChange={onChange}
            aria-labelledby={labelId}
            aria-describedby={[chosenId, hint ? hintId : null].filter(Boolean).join(' ')}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-navy px-5 py-2 text-sm font-semibold text-white transition-colors hover:bg-navy-light peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-strong peer-disabled:cursor-not-allowed peer-disabled:opacity-70"
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {buttonText}
          </label>
          <ChosenFileName id={chosenId} chosen={shown} emptyText={emptyText} />
        </div>
        {hint && (
          <p id={hintId} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
      {busy && <UploadProgress text={busyText} progress={progress} />}
      {!busy && status && <FormAlert tone={status.tone}>{status.text}</FormAlert>}
      {preview}
    </div>
  );
}
