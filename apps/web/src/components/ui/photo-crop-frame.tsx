import type { RefObject } from 'react';
import { useCropGestures } from './use-crop-gestures';
import { CROP_VIEW, type CropUpdate } from './use-photo-crop';

interface PhotoCropFrameProps {
  /** The canvas the crop is drawn on (usePhotoCrop). */
  canvas: RefObject<HTMLCanvasElement | null>;
  update: CropUpdate;
}

/** The photo under the round frame, moved and zoomed by pointer, wheel and keyboard. */
export function PhotoCropFrame({ canvas, update }: PhotoCropFrameProps) {
  const { onPointerDown, onPointerMove, onPointerUp, onKeyDown } = useCropGestures(update);
  return (
    <div
      role="img"
      aria-label="Prévia do recorte da foto"
      aria-describedby="recorte-ajuda"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame is moved with the arrow keys
      tabIndex={0}
      data-autofocus
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onWheel={(event) => update((c) => ({ ...c, zoom: c.zoom - event.deltaY / 500 }))}
      onKeyDown={onKeyDown}
      className="relative mx-auto mt-4 cursor-grab touch-none overflow-hidden rounded-xl bg-navy-dark select-none active:cursor-grabbing"
      style={{ width: CROP_VIEW, height: CROP_VIEW }}
    >
      <canvas
        ref={canvas}
        width={CROP_VIEW * (window.devicePixelRatio || 1)}
        height={CROP_VIEW * (window.devicePixelRatio || 1)}
        style={{ width: CROP_VIEW, height: CROP_VIEW }}
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-full border-2 border-white shadow-[0_0_0_999px_rgba(11,27,51,0.55)]"
      />
    </div>
  );
}
