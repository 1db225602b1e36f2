import { ANUNCIO_PHOTOS_MAX } from '@app/shared';
import { Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';

interface KeptPhoto {
  id: number;
  url: string;
}

interface AnuncioPhotosFieldProps {
  /** The ad's stored photos (removed at once by `onRemoveKept`). */
  kept: readonly KeptPhoto[];
  /** Photos chosen here, sent after the ad is saved. */
  files: readonly File[];
  onRemoveKept: (photo: KeptPhoto) => void;
  onRemoveFile: (index: number) => void;
  /** How many more photos fit. */
  room: number;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The chosen photos are being reduced in the browser. */
  shrinking: boolean;
}

/** 'Fotos (até 8; a primeira é a capa)': the stored photos, the chosen ones, and the picker. */
export function AnuncioPhotosField({
  kept,
  files,
  onRemoveKept,
  onRemoveFile,
  room,
  onChoose,
  shrinking,
}: AnuncioPhotosFieldProps) {
  return (
    <fieldset className="rounded-2xl bg-mist p-4">
      <legend className="font-semibold text-navy">
        Fotos (até {ANUNCIO_PHOTOS_MAX}; a primeira é a capa)
      </legend>
      <ul className="mt-2 flex flex-wrap gap-3">
        {kept.map((foto) => (
          <Thumbnail
            key={foto.id}
            src={foto.url}
            removeLabel="Remover foto"
            onRemove={() => onRemoveKept(foto)}
          />
        ))}
        {files.map((file, index) => (
          <ChosenPhoto
            key={`${file.name}-${file.size}-${file.lastModified}`}
            file={file}
            onRemove={() => onRemoveFile(index)}
          />
        ))}
      </ul>
      {room > 0 && (
        <label className="mt-3 block">
          <span className="text-sm font-semibold text-slate-700">Adicionar fotos (JPEG, PNG ou WebP)</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            onChange={onChoose}
            className="mt-1 block w-full text-sm"
          />
        </label>
      )}
      {shrinking && <p className="mt-2 text-sm text-slate-600">Reduzindo fotos…</p>}
    </fieldset>
  );
}

/** A chosen file's preview, its object URL released when it leaves. */
function ChosenPhoto({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <Thumbnail src={src} removeLabel={`Remover ${file.name}`} onRemove={onRemove} /> : null;
}

function Thumbnail({
  src,
  removeLabel,
  onRemove,
}: {
  src: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <li className="relative">
      <img src={src} alt="" width={96} height={96} className="size-24 rounded-lg object-cover" />
      <button
        type="button"
        aria-label={removeLabel}
        onClick={onRemove}
        className="absolute right-1 top-1 rounded-full bg-white p-1 text-red-700 shadow"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}
