import { PHOTO_MAX_BYTES } from '@app/shared';
import { type CropView, fitWithin, sourceSquare } from './photo-crop';

/**
 * The profile photo is shrunk in the browser before it is sent (phone photos are 3–6 MB, the
 * limit is 2 MB): decoded upright (EXIF orientation applied), cropped to the round frame's square
 * and written as JPEG of at most PHOTO_SIDE pixels, smaller and smaller until under the limit.
 */

export const PHOTO_SIDE = 1200;
/** The decoded copy the crop dialog works on (enough for any zoom of the sent side). */
const WORKING_SIDE = 2400;
const QUALITIES = [0.86, 0.76, 0.64];

export type Decoded = HTMLCanvasElement;

async function decodeBitmap(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch {
      // Older engines: the <img> below (which applies the EXIF orientation by itself).
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return Object.assign(image, { width: image.naturalWidth, height: image.naturalHeight });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The image upright on a canvas of at most WORKING_SIDE pixels; null when it cannot be decoded. */
export async function decodePhoto(file: Blob): Promise<Decoded | null> {
  try {
    const source = await decodeBitmap(file);
    const size = fitWithin(source, WORKING_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, size.width, size.height);
    if ('close' in source && typeof source.close === 'function') source.close();
    return canvas;
  } catch {
    return null;
  }
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** A region of `image` drawn at `width`×`height` (shrunk by a quarter until it fits) as a JPEG under the limit. */
async function encodeUnderLimit(
  image: Decoded,
  region: { sx: number; sy: number; sw: number; sh: number },
  size: { width: number; height: number },
  name: string,
): Promise<File | null> {
  let { width, height } = size;
  for (let attempt = 0; attempt < 4; attempt++) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    // A transparent PNG gets a white background (JPEG has no transparency).
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, region.sx, region.sy, region.sw, region.sh, 0, 0, width, height);
    for (const quality of QUALITIES) {
      const blob = await toBlob(canvas, quality);
      if (blob && blob.size <= PHOTO_MAX_BYTES) {
        const base = name.replace(/\.[^.]*$/, '') || 'foto';
        return new File([blob], `${base}.jpg`, { type: 'image/jpeg' });
      }
    }
    width = Math.max(1, Math.round(width * 0.75));
    height = Math.max(1, Math.round(height * 0.75));
  }
  return null;
}

/** The framed square as a JPEG file under the limit (named after the chosen file, .jpg). */
export async function renderCroppedPhoto(
  image: Decoded,
  view: number,
  crop: CropView,
  name: string,
): Promise<File | null> {
  const { sx, sy, side } = sourceSquare(image, view, crop);
  const target = Math.min(PHOTO_SIDE, Math.round(side));
  return encodeUnderLimit(image, { sx, sy, sw: side, sh: side }, { width: target, height: target }, name);
}

/**
 * A whole photo (not cropped: an ad's photos) upright, at most PHOTO_SIDE pixels on its longer
 * side, as a JPEG under the limit; the file as it is when the browser cannot decode it.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const image = await decodePhoto(file);
  if (!image) return file;
  const size = fitWithin(image, PHOTO_SIDE);
  const region = { sx: 0, sy: 0, sw: image.width, sh: image.height };
  return (await encodeUnderLimit(image, region, size, file.name)) ?? file;
}
