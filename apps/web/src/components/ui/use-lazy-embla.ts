import EmblaCarousel, { type EmblaCarouselType, type EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface LazyEmbla {
  /** The carousel's viewport element. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The running carousel, once started. */
  api: EmblaCarouselType | undefined;
  /** Starts the carousel now if it has not started yet, and returns it (undefined when disabled). */
  start: () => EmblaCarouselType | undefined;
}

/**
 * An Embla carousel started when it is first needed (the visitor points at, touches or focuses
 * it, or its autoplay turns a slide) instead of while the page hydrates. Starting measures every
 * slide and clones the loop (a forced layout and tens of milliseconds on a phone); done for every
 * carousel in the hydration, as embla-carousel-react's callback ref does, it made one long task
 * of the whole hydration (docs/decisions/0003-prerendering.md, "No synchronous work in the
 * hydration's commit").
 * Until then the viewport shows the server's first slide, exactly what Embla shows at its start.
 * Started from a pointerdown, Embla still receives that gesture's touchstart or mousedown, so the
 * first swipe already drags. `enabled` false (no matchMedia, as in old test environments) never
 * starts it.
 */
export function useLazyEmbla(options: EmblaOptionsType, enabled: boolean): LazyEmbla {
  const viewportRef = useRef<HTMLDivElement>(null);
  const instanceRef = useRef<EmblaCarouselType | undefined>(undefined);
  const [api, setApi] = useState<EmblaCarouselType>();

  const start = useCallback(() => {
    const node = viewportRef.current;
    if (!instanceRef.current && enabled && node) {
      instanceRef.current = EmblaCarousel(node, options);
      setApi(instanceRef.current);
    }
    return instanceRef.current;
  }, [enabled, options]);

  useEffect(
    () => () => {
      instanceRef.current?.destroy();
      instanceRef.current = undefined;
    },
    [],
  );

  return { viewportRef, api, start };
}
