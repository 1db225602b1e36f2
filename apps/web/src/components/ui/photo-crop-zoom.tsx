import { Minus, Plus } from 'lucide-react';
import { MAX_ZOOM } from '../../lib/photo-crop';
import type { CropUpdate } from './use-photo-crop';

interface PhotoCropZoomProps {
  zoom: number;
  update: CropUpdate;
}

const zoomButton = 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-navy hover:bg-mist';

/** The crop's zoom: the 'Zoom' slider between − and + buttons. */
export function PhotoCropZoom({ zoom, update }: PhotoCropZoomProps) {
  return (
    <div className="mx-auto mt-4 flex max-w-xs items-center gap-2">
      <button
        type="button"
        className={zoomButton}
        aria-label="Diminuir zoom"
        onClick={() => update((c) => ({ ...c, zoom: c.zoom - 0.25 }))}
      >
        <Minus aria-hidden="true" className="h-5 w-5" />
      </button>
      <input
        type="range"
        aria-label="Zoom"
        min={1}
        max={MAX_ZOOM}
        step={0.05}
        value={zoom}
        onChange={(event) => update((c) => ({ ...c, zoom: Number(event.target.value) }))}
        className="min-w-0 flex-1 accent-accent-strong"
      />
      <button
        type="button"
        className={zoomButton}
        aria-label="Aumentar zoom"
        onClick={() => update((c) => ({ ...c, zoom: c.zoom + 0.25 }))}
      >
        <Plus aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
