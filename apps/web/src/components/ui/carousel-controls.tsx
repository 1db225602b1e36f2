import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';

export type CarouselTone = 'light' | 'dark';

interface CarouselControlsProps {
  count: number;
  selected: number;
  tone: CarouselTone;
  onPrev(): void;
  onNext(): void;
  onSelect(index: number): void;
  /** Shown only when the carousel plays by itself. */
  autoplay?: { stopped: boolean; toggle(): void };
}

const TONES = {
  light: {
    arrow: 'border-navy/20 bg-white text-navy hover:bg-mist',
    dot: 'bg-navy/35',
    dotActive: 'bg-accent-strong',
  },
  dark: {
    arrow: 'border-white/40 bg-navy-light text-white hover:bg-navy-dark',
    dot: 'bg-white/55',
    dotActive: 'bg-accent',
  },
} as const;

/** Previous/next buttons, one dot button per slide (the current one marked) and pause/play. */
export function CarouselControls({
  count,
  selected,
  tone,
  onPrev,
  onNext,
  onSelect,
  autoplay,
}: CarouselControlsProps) {
  const colors = TONES[tone];
  const arrow = `inline-flex h-11 w-11 items-center justify-center rounded-full border shadow-sm transition-colors ${colors.arrow}`;
  return (
    <div className="flex items-center justify-center gap-3">
      {autoplay && (
        <button
          type="button"
          onClick={autoplay.toggle}
          className={arrow}
          aria-label={autoplay.stopped ? 'Retomar a troca automática' : 'Pausar a troca automática'}
        >
          {autoplay.stopped ? (
            <Play aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Pause aria-hidden="true" className="h-4 w-4" />
          )}
        </button>
      )}
      <button type="button" onClick={onPrev} className={arrow} aria-label="Slide anterior">
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, index) => {
          const current = index === selected;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not items
            <li key={index}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={`Ir para o slide ${index + 1} de ${count}`}
                aria-current={current ? 'true' : undefined}
                className="group inline-flex h-8 w-7 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all ${
                    current ? `w-6 ${colors.dotActive}` : `w-2.5 ${colors.dot} group-hover:opacity-80`
                  }`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={onNext} className={arrow} aria-label="Próximo slide">
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
