import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/** The index of the slide Embla shows (0 until the carousel has started), kept up to date. */
export function useSelectedSlide(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  return selected;
}
