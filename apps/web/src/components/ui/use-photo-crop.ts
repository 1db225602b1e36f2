import { useEffect, useRef, useState } from 'react';
import type { Decoded } from '../../lib/image-shrink';
import { type CropView, clampView, scaleOf } from '../../lib/photo-crop';

/** The frame's side in CSS pixels (fits a 375 px phone with the dialog's margins). */
export const CROP_VIEW = 272;

/** Changes the crop; the result is kept within the image (clampView). */
export type CropUpdate = (next: (c: CropView) => CropView) => void;

/**
 * The crop of a photo under the round frame: the view (zoom and offset), `update` to change it,
 * and the canvas it is drawn on (again at each change).
 */
export function usePhotoCrop(image: Decoded) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [crop, setCrop] = useState<CropView>({ zoom: 1, x: 0, y: 0 });
  const update: CropUpdate = (next) => setCrop((c) => clampView(image, CROP_VIEW, next(c)));

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    const scale = scaleOf(image, CROP_VIEW, crop.zoom) * ratio;
    const width = image.width * scale;
    const height = image.height * scale;
    const side = CROP_VIEW * ratio;
    context.clearRect(0, 0, side, side);
    context.drawImage(
      image,
      side / 2 + crop.x * ratio - width / 2,
      side / 2 + crop.y * ratio - height / 2,
      width,
      height,
    );
  }, [image, crop]);

  return { canvas, crop, update };
}
