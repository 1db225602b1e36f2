/** Width below which the site uses its mobile layout (spec 1, section 9). */
export const MOBILE_BREAKPOINT = 768;

export interface ScrollToSectionOptions {
  /** Wait before scrolling, so the page can render (default 250 ms). */
  delayMs?: number;
  /** Pixels left above the section; default 110 under 768 px wide, otherwise 150. */
  offset?: number;
  /** How long to keep looking for the element if it is not rendered yet (default 2000 ms). */
  waitMs?: number;
}

export function defaultSectionOffset(width: number = window.innerWidth): number {
  return width < MOBILE_BREAKPOINT ? 110 : 150;
}

/**
 * After `delayMs`, smooth-scrolls so that the element with the given id sits `offset` px below
 * the top of the window. Retries briefly while the element is not in the page yet.
 * Returns a function that cancels the pending scroll.
 */
export function scrollToSection(id: string, options: ScrollToSectionOptions = {}): () => void {
  const { delayMs = 250, waitMs = 2000 } = options;
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = () => {
    const element = document.getElementById(id);
    if (!element) {
      if (Date.now() - started < delayMs + waitMs) timer = setTimeout(attempt, 100);
      return;
    }
    const offset = options.offset ?? defaultSectionOffset();
    const top = element.getBoundingClientRect().top + window.scrollY - offset;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  };

  timer = setTimeout(attempt, delayMs);
  return () => clearTimeout(timer);
}
