import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

type EmblaFactory = typeof import('embla-carousel').default;

/** Embla itself, once its chunk has loaded: kept out of the pages' initial JavaScript. */
let embla: EmblaFactory | undefined;
let loading: Promise<EmblaFactory> | undefined;

function loadEmbla(): Promise<EmblaFactory> {
  loading ??= import('embla-carousel').then((module) => {
    embla = module.default;
    return embla;
  });
  return loading;
}

/** Runs `task` when the browser is idle (or after a second where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}

export interface LazyEmbla {
  /** The carousel's viewport element. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The running carousel, once started. */
  api: EmblaCarouselType | undefined;
  /**
   * Starts the carousel if it has not started yet and runs `then` with it: at once when Embla's
   * chunk is there (it is fetched while the browser is idle after the hydration), else as soon as
   * it has arrived. Never runs `then` when disabled.
   */
  start: (then?: (api: EmblaCarouselType) => void) => void;
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

  const unmounted = useRef(false);

  const start = useCallback(
    (then?: (api: EmblaCarouselType) => void) => {
      if (!enabled) return;
      const create = (factory: EmblaFactory) => {
        const node = viewportRef.current;
        if (unmounted.current || !node) return;
        if (!instanceRef.current) {
          instanceRef.current = factory(node, options);
          setApi(instanceRef.current);
        }
        then?.(instanceRef.current);
      };
      if (embla) create(embla);
      else void loadEmbla().then(create);
    },
    [enabled, options],
  );

  // Fetch Embla's chunk once the page is idle, so that a first touch finds it there and drags.
  useEffect(() => {
    if (!enabled || embla) return;
    return whenIdle(() => void loadEmbla());
  }, [enabled]);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      instanceRef.current?.destroy();
      instanceRef.current = undefined;
    };
  }, []);

  return { viewportRef, api, start };
}
