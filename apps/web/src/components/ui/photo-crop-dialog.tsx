import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { type Decoded, renderCroppedPhoto } from '../../lib/image-shrink';
import { type CropView, clampView, MAX_ZOOM, scaleOf } from '../../lib/photo-crop';
import { Button } from './button';
import { Modal } from './modal';

interface PhotoCropDialogProps {
  image: Decoded;
  /** The chosen file's name (the sent file keeps it, as .jpg). */
  name: string;
  onDone: (file: File) => void;
  onCancel: () => void;
}

/** The frame's side in CSS pixels (fits a 375 px phone with the dialog's margins). */
const VIEW = 272;
const STEP = 12;

/**
 * 'Ajustar foto': the chosen photo under the round frame of the profile. Drag (mouse or finger)
 * to move it, pinch, the wheel or the 'Zoom' slider to enlarge it; with the keyboard, the arrows
 * move it and + / − zoom. 'Usar foto' sends what the circle shows, shrunk under 2 MB.
 */
export function PhotoCropDialog({ image, name, onDone, onCancel }: PhotoCropDialogProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [crop, setCrop] = useState<CropView>({ zoom: 1, x: 0, y: 0 });
  const [working, setWorking] = useState(false);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const update = (next: (c: CropView) => CropView) => setCrop((c) => clampView(image, VIEW, next(c)));

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const ratio = window.devicePixelRatio || 1;
    const scale = scaleOf(image, VIEW, crop.zoom) * ratio;
    const width = image.width * scale;
    const height = image.height * scale;
    const side = VIEW * ratio;
    context.clearRect(0, 0, side, side);
    context.drawImage(
      image,
      side / 2 + crop.x * ratio - width / 2,
      side / 2 + crop.y * ratio - height / 2,
      width,
      height,
    );
  }, [image, crop]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const current = { x: event.clientX, y: event.clientY };
    const other = others[0]?.[1];
    if (other) {
      // Two fingers: the change of their distance zooms.
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(current.x - other.x, current.y - other.y);
      if (before > 0) update((c) => ({ ...c, zoom: (c.zoom * after) / before }));
    } else {
      update((c) => ({ ...c, x: c.x + current.x - previous.x, y: c.y + current.y - previous.y }));
    }
    pointers.current.set(event.pointerId, current);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => pointers.current.delete(event.pointerId);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const move = moves[event.key];
    if (move) update((c) => ({ ...c, x: c.x + move[0], y: c.y + move[1] }));
    else if (event.key === '+' || event.key === '=') update((c) => ({ ...c, zoom: c.zoom + 0.1 }));
    else if (event.key === '-') update((c) => ({ ...c, zoom: c.zoom - 0.1 }));
    else return;
    event.preventDefault();
  };

  const confirm = async () => {
    setWorking(true);
    const file = await renderCroppedPhoto(image, VIEW, crop, name);
    setWorking(false);
    if (file) onDone(file);
    else onCancel();
  };

  const zoomButton =
    'flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-navy hover:bg-mist';
  return (
    <Modal
      title="Ajustar foto"
      onClose={onCancel}
      dismissible={!working}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={working}>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={working} loadingText="Preparando foto…">
            Usar foto
          </Button>
        </>
      }
    >
      <p id="recorte-ajuda" className="text-sm text-muted">
        Arraste a foto para posicionar seu rosto no círculo e use o zoom para aproximar.
      </p>
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
        style={{ width: VIEW, height: VIEW }}
      >
        <canvas
          ref={canvas}
          width={VIEW * (window.devicePixelRatio || 1)}
          height={VIEW * (window.devicePixelRatio || 1)}
          style={{ width: VIEW, height: VIEW }}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-full border-2 border-white shadow-[0_0_0_999px_rgba(11,27,51,0.55)]"
        />
      </div>
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
          value={crop.zoom}
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
    </Modal>
  );
}
