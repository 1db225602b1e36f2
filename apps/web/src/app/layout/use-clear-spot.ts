import { type RefObject, useEffect, useState } from 'react';

/** How far up the button may move to leave a control free: its place, then one and two steps up. */
const LIFTS = [0, 64, 128] as const;
const INTERACTIVE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/**
 * Whether a control of the page (a link, a button, a field) lies under the round element's
 * rectangle: looked up with elementsFromPoint at its centre and at 12 points just inside its
 * edge (hit-testing follows rounded corners, so the rectangle's corners would miss), leaving out
 * `self` (the floating element).
 */
function coversControl(rect: { left: number; top: number; right: number; bottom: number }, self: Element) {
  const cx = (rect.left + rect.right) / 2;
  const cy = (rect.top + rect.bottom) / 2;
  const radius = Math.min(rect.right - rect.left, rect.bottom - rect.top) / 2 - 2;
  const points: [number, number][] = [[cx, cy]];
  for (let i = 0; i < 12; i++) {
    const angle = (i * Math.PI) / 6;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((element) => {
      if (self.contains(element) || element.contains(self)) return false;
      return element.closest(INTERACTIVE) !== null;
    }),
  );
}

/**
 * The lift (px) that keeps a floating element (fixed at the bottom right) off the page's
 * controls once scrolling rests — e.g. a carousel's next arrow or a filter's last box on a
 * phone — or null when no spot is free (the element then steps aside until the page moves).
 */
export function useClearSpot(ref: RefObject<HTMLElement | null>, key: string): number | null {
  const [lift, setLift] = useState<number | null>(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says when the element (re)appears
  useEffect(() => {
    if (typeof document.elementsFromPoint !== 'function') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const element = ref.current;
      if (!element) return;
      const current = element.getBoundingClientRect();
      // The place at lift 0: the element's rectangle without the transform applied now.
      const shift = Number(element.dataset.lift ?? 0);
      const base = {
        left: current.left,
        right: current.right,
        top: current.top + shift,
        bottom: current.bottom + shift,
      };
      const free = LIFTS.find(
        (step) => !coversControl({ ...base, top: base.top - step, bottom: base.bottom - step }, element),
      );
      setLift(free ?? null);
    };
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check, 150);
    };
    later();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [ref, key]);
  return lift;
}
