import { decodePhoto } from '../../lib/image-shrink';

/** The widest an uploaded blog image is kept (covers are shown at most 1200 px wide, 2× for sharp screens). */
const MAX_SIDE = 2000;
const MAX_BYTES = 2 * 1024 * 1024;
const QUALITIES = [0.86, 0.76, 0.64];

/**
 * The image shrunk in the browser (decoded upright by lib/image-shrink.ts, the profile photos'
 * code), as a JPEG of at most MAX_SIDE px and 2 MB; the file itself when it cannot be decoded
 * (the API then checks it by content).
 */
export async function shrinkImage(file: File): Promise<File> {
  const decoded = await decodePhoto(file);
  if (!decoded) return file;
  let scale = Math.min(1, MAX_SIDE / Math.max(decoded.width, decoded.height));
  for (let attempt = 0; attempt < 4; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(decoded.width * scale));
    canvas.height = Math.max(1, Math.round(decoded.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(decoded, 0, 0, canvas.width, canvas.height);
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= MAX_BYTES) {
        const base = file.name.replace(/\.[^.]*$/, '') || 'imagem';
        return new File([blob], `${base}.jpg`, { type: 'image/jpeg' });
      }
    }
    scale *= 0.75;
  }
  return file;
}
