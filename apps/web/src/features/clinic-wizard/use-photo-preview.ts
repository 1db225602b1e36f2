import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The preview of the last photo sent, as an object URL: `replace` keeps a new one and releases
 * the previous one; the last one is released on unmount.
 */
export function usePhotoPreview() {
  const [photo, setPhoto] = useState<string | null>(null);
  const photoRef = useRef<string | null>(null);

  /** Keeps the preview of the last photo sent (the previous object URL is released). */
  const replace = useCallback((url: string) => {
    if (photoRef.current) URL.revokeObjectURL(photoRef.current);
    photoRef.current = url;
    setPhoto(url);
  }, []);
  useEffect(
    () => () => {
      if (photoRef.current) URL.revokeObjectURL(photoRef.current);
    },
    [],
  );

  return { photo, replace };
}
