import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api';
import { uploadPostImage } from './api/posts';
import { shrinkImage } from './shrink-image';

type PostImage = Awaited<ReturnType<typeof uploadPostImage>>;

/**
 * Uploads an image of the post (shrunk in the browser first): whether one is being sent, the last
 * failure's message, and `upload`, which resolves to the stored image or to null when it failed.
 */
export function usePostImageUpload(postId: number | null) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (file: File): Promise<PostImage | null> => {
    setBusy(true);
    setFailure(null);
    try {
      return await uploadPostImage(postId, await shrinkImage(file));
    } catch (err) {
      setFailure(
        err instanceof ApiError && err.detail ? err.detail : 'Falha ao enviar a imagem. Tente novamente.',
      );
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, upload };
}

/** A button that opens the file picker for a JPEG, PNG or WebP image ('Enviando imagem…' while busy). */
export function ImagePickButton({
  label,
  busy,
  onFile,
}: {
  label: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="peer sr-only"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-navy/25 bg-white px-5 text-sm font-semibold text-navy peer-focus-visible:outline-3 peer-focus-visible:outline-accent hover:bg-mist"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {busy ? 'Enviando imagem…' : label}
      </label>
    </>
  );
}
