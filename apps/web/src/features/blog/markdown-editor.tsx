import { useId, useRef } from 'react';
import { TextAreaField } from '../../components/ui/text-area-field';
import { ImagePickButton, usePostImageUpload } from './post-image-upload';
import { PROSE_CLASSES } from './prose';
import { useMarkdownPreview } from './use-markdown-preview';

/** The article's text in Markdown, an image upload that inserts its Markdown, and a live preview. */
export function MarkdownEditor({
  id,
  value,
  error,
  onChange,
}: {
  id: number | null;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { busy, failure, upload } = usePostImageUpload(id);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const html = useMarkdownPreview(value);

  const insertImage = async (file: File) => {
    const image = await upload(file);
    if (!image) return;
    const at = textarea.current?.selectionStart ?? value.length;
    onChange(`${value.slice(0, at)}\n\n${image.markdown}\n\n${value.slice(at)}`);
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <TextAreaField
          ref={textarea}
          label="Texto (Markdown)"
          hint="## Subtítulo, **negrito**, *itálico*, - listas, [link](https://…), ![descrição](imagem enviada)"
          rows={18}
          value={value}
          error={error}
          onChange={(e) => onChange(e.target.value)}
          className="font-mono"
        />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <ImagePickButton
            label="Inserir imagem no texto"
            busy={busy}
            onFile={(file) => void insertImage(file)}
          />
          {failure && <p className="text-sm text-red-700">{failure}</p>}
        </div>
      </div>
      <section
        aria-labelledby={`${inputId}-previa`}
        className="rounded-2xl border border-slate-200 bg-mist/50 p-4"
      >
        <h2 id={`${inputId}-previa`} className="text-sm font-bold uppercase tracking-wide text-slate-600">
          Prévia
        </h2>
        {html ? (
          <div
            data-testid="previa"
            className={PROSE_CLASSES}
            // Rendered and sanitised by the API, as on the published page.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="mt-2 text-slate-600">A prévia aparece aqui enquanto você escreve.</p>
        )}
      </section>
    </div>
  );
}
