import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField } from '../../components/ui/text-field';
import { ApiError } from '../../lib/api';
import { uploadPostImage } from './api/posts';
import { shrinkImage } from './shrink-image';

export interface Cover {
  imagem_id: number;
  url: string;
  alt: string;
}

/** The cover: an image chosen, shrunk in the browser and uploaded at once; and its alt text. */
export function CoverField({
  id,
  cover,
  error,
  onChange,
}: {
  id: number | null;
  cover: Cover | null;
  error?: string | undefined;
  onChange: (cover: Cover | null) => void;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const image = await uploadPostImage(id, await shrinkImage(file));
      onChange({ imagem_id: image.id, url: image.url, alt: cover?.alt ?? '' });
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.detail ? err.detail : 'Falha ao enviar a imagem. Tente novamente.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-navy">Imagem de capa (opcional)</legend>
      {cover && (
        <img
          src={cover.url}
          alt=""
          className="aspect-video w-full max-w-md rounded-xl bg-mist object-cover"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="peer sr-only"
          disabled={busy}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-navy/25 bg-white px-5 text-sm font-semibold text-navy peer-focus-visible:outline-3 peer-focus-visible:outline-accent hover:bg-mist"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {busy ? 'Enviando imagem…' : cover ? 'Trocar capa' : 'Escolher capa'}
        </label>
        {cover && (
          <button
            type="button"
            className="min-h-11 text-sm font-semibold text-red-700 underline"
            onClick={() => onChange(null)}
          >
            Remover capa
          </button>
        )}
      </div>
      {(failure || error) && <p className="text-sm text-red-700">{failure ?? error}</p>}
      {cover && (
        <TextField
          label="Descrição da capa (texto alternativo)"
          value={cover.alt}
          onChange={(e) => onChange({ ...cover, alt: e.target.value })}
        />
      )}
    </fieldset>
  );
}
