/**
 * The geometry of the round photo frame (the crop dialog): a square viewport of `view` CSS pixels
 * shows the image scaled to cover it (`zoom` 1) or more (up to MAX_ZOOM), moved by `offset` (the
 * image centre relative to the viewport centre, in CSS pixels). The image always covers the frame.
 */

export const MAX_ZOOM = 4;

export interface Size {
  width: number;
  height: number;
}

export interface CropView {
  zoom: number;
  x: number;
  y: number;
}

/** The scale from image pixels to CSS pixels at a zoom. */
export const scaleOf = (image: Size, view: number, zoom: number) =>
  (view / Math.min(image.width, image.height)) * zoom;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view with its zoom in range and the image moved back over the whole frame if needed. */
export function clampView(image: Size, view: number, next: CropView): CropView {
  const zoom = clamp(next.zoom, 1, MAX_ZOOM);
  const scale = scaleOf(image, view, zoom);
  const maxX = Math.max(0, (image.width * scale - view) / 2);
  const maxY = Math.max(0, (image.height * scale - view) / 2);
  return { zoom, x: clamp(next.x, -maxX, maxX) || 0, y: clamp(next.y, -maxY, maxY) || 0 };
}

/** The square of the image (in image pixels) that the frame shows. */
export function sourceSquare(image: Size, view: number, crop: CropView) {
  const scale = scaleOf(image, view, crop.zoom);
  const side = Math.min(view / scale, image.width, image.height);
  const sx = clamp(image.width / 2 - crop.x / scale - side / 2, 0, image.width - side);
  const sy = clamp(image.height / 2 - crop.y / scale - side / 2, 0, image.height - side);
  return { sx, sy, side };
}

/** A size within `max` pixels on its longer side, keeping the proportions (never enlarged). */
export function fitWithin(size: Size, max: number): Size {
  const ratio = Math.min(1, max / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * ratio)),
    height: Math.max(1, Math.round(size.height * ratio)),
  };
}
