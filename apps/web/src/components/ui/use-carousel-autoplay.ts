import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** The part of a carousel the autoplay drives (an Embla API satisfies it). */
export interface AutoplayTarget {
  scrollNext(jump?: boolean): void;
}

export interface CarouselAutoplayOptions {
  /** Time each slide stays before the next one (default 6000 ms); 0 turns autoplay off. */
  delayMs?: number;
  /** Restarts the countdown when it changes: pass the selected slide index. */
  selectedIndex?: number;
}

export interface CarouselAutoplay {
  /** The autoplay is turned on and not paused at the moment. */
  running: boolean;
  /** The autoplay exists (turned on and no reduced motion requested). */
  available: boolean;
  /** The visitor stopped the autoplay with the pause button. */
  stopped: boolean;
  toggle(): void;
  /** Spread on the carousel's root: pauses while the pointer is over it or focus is inside it. */
  pauseHandlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: FocusEvent<HTMLElement>): void;
  };
}

/**
 * Advances a carousel every `delayMs`, pausing while it is hovered or holds the focus, stopping
 * for good when the visitor presses pause, and never running when reduced motion is requested.
 */
export function useCarouselAutoplay(
  target: AutoplayTarget | undefined,
  { delayMs = 6000, selectedIndex = 0 }: CarouselAutoplayOptions = {},
): CarouselAutoplay {
  const reducedMotion = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const available = delayMs > 0 && !reducedMotion;
  const running = available && !stopped && !hovered && !focused && target !== undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: selectedIndex restarts the countdown
  useEffect(() => {
    if (!running || !target) return;
    const timer = setTimeout(() => target.scrollNext(), delayMs);
    return () => clearTimeout(timer);
  }, [running, target, delayMs, selectedIndex]);

  const toggle = useCallback(() => setStopped((value) => !value), []);

  return {
    running,
    available,
    stopped,
    toggle,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
