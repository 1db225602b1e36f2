import { type ReactNode, useCallback, useMemo } from 'react';
import { CarouselControls, type CarouselTone } from './carousel-controls';
import { useCarouselAutoplay } from './use-carousel-autoplay';
import { useLazyEmbla } from './use-lazy-embla';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import { useSelectedSlide } from './use-selected-slide';

interface CarouselProps {
  /** Accessible name of the carousel, e.g. 'Destaques'. */
  label: string;
  /** One node per slide; each slide takes the full width. */
  slides: readonly ReactNode[];
  /** Time per slide when playing by itself; 0 (default) turns autoplay off. */
  autoplayMs?: number;
  /** Colours of the controls: 'dark' for carousels on the navy background. */
  tone?: CarouselTone;
  className?: string;
  /** Extra classes of the row holding the controls. */
  controlsClassName?: string;
}

const EMBLA_OPTIONS = { loop: true, duration: 28 } as const;

/**
 * An accessible carousel (WAI-ARIA APG pattern) on Embla: a labelled region, slides as groups
 * named 'n de N' (the hidden ones inert), prev/next and dot buttons, and an optional autoplay that
 * pauses on hover and on focus, can be stopped, and never runs with reduced motion.
 */
export function Carousel({
  label,
  slides,
  autoplayMs = 0,
  tone = 'light',
  className = '',
  controlsClassName = '',
}: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  // Embla needs matchMedia: without it (old test environments) the slides stay a static list.
  const canSlide = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const { viewportRef, api, start } = useLazyEmbla(EMBLA_OPTIONS, canSlide);
  const selected = useSelectedSlide(api);
  const count = slides.length;

  // The autoplay's first turn starts the carousel.
  const autoplayTarget = useMemo(
    () => (canSlide ? { scrollNext: () => start((api) => api.scrollNext()) } : undefined),
    [canSlide, start],
  );
  const autoplay = useCarouselAutoplay(autoplayTarget, { delayMs: autoplayMs, selectedIndex: selected });
  const jump = reducedMotion;
  const onPrev = useCallback(() => start((api) => api.scrollPrev(jump)), [start, jump]);
  const onNext = useCallback(() => start((api) => api.scrollNext(jump)), [start, jump]);
  const onSelectSlide = useCallback(
    (index: number) => start((api) => api.scrollTo(index, jump)),
    [start, jump],
  );
  const startNow = useCallback(() => start(), [start]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-label={label}
      className={className}
      onPointerEnter={startNow}
      onPointerDownCapture={startNow}
      onFocusCapture={startNow}
      {...autoplay.pauseHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={autoplay.running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (APG carousel), not a fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are static content in a fixed order
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} de ${count}`}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full px-1"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={`mt-6 ${controlsClassName}`}>
          <CarouselControls
            count={count}
            selected={selected}
            tone={tone}
            onPrev={onPrev}
            onNext={onNext}
            onSelect={onSelectSlide}
            autoplay={autoplay.available ? { stopped: autoplay.stopped, toggle: autoplay.toggle } : undefined}
          />
        </div>
      )}
    </section>
  );
}
