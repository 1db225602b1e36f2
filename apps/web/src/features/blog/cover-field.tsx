import { TextField } from '../../components/ui/text-field';
import { ImagePickButton, usePostImageUpload } from './post-image-upload';

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
  const { busy, failure, upload } = usePostImageUpload(id);
  const choose = async (file: File) => {
    const image = await upload(file);
    if (image) onChange({ imagem_id: image.id, url: image.url, alt: cover?.alt ?? '' });
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
        <ImagePickButton
          label={cover ? 'Trocar capa' : 'Escolher capa'}
          busy={busy}
          onFile={(file) => void choose(file)}
        />
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
