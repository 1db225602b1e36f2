import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import type { CropUpdate } from './use-photo-crop';

/** How far an arrow key moves the photo, in CSS pixels. */
const STEP = 12;

/**
 * The handlers that move the crop frame's photo: a drag (mouse or finger) moves it and a pinch
 * zooms it; with the keyboard, the arrows move it and + / − zoom.
 */
export function useCropGestures(update: CropUpdate) {
  const pointers = useRef(new Map<number, { x: number; y: number }>());

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

  return { onPointerDown, onPointerMove, onPointerUp, onKeyDown };
}
