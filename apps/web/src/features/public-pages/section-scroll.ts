import { useEffect } from 'react';
import { type ScrollToSectionOptions, scrollToSection } from '../../lib/scroll';

/** Element ids of the about page's sections; the route /quemsomos/{select} scrolls to one. */
export const ABOUT_SECTIONS = { top: 'quemsomo', founders: 'fundadores', mission: 'missao' } as const;

/** Offset of the services page's scroll (spec 1, section 9). */
export const SERVICES_SCROLL_OFFSET = 50;

/** The section of /quemsomos/{select}: 'quemsomos' (the menu's entry) is the top section. */
export function aboutSectionFor(select: string | undefined): string | null {
  if (!select) return null;
  const key = select.toLowerCase();
  if (key === 'quemsomos') return ABOUT_SECTIONS.top;
  return (Object.values(ABOUT_SECTIONS) as string[]).includes(key) ? key : null;
}

/** The block of /servicos/{select}: a number from 1 to `count`, else none. */
export function serviceSectionFor(select: string | undefined, count: number): string | null {
  if (!select || !/^\d{1,2}$/.test(select)) return null;
  const id = Number(select);
  return id >= 1 && id <= count ? String(id) : null;
}

/** Smooth-scrolls to the element with this id after the page renders (cancelled on change). */
export function useSectionScroll(id: string | null, options: ScrollToSectionOptions = {}): void {
  const { delayMs, offset } = options;
  useEffect(() => {
    if (!id) return;
    return scrollToSection(id, { delayMs, offset });
  }, [id, delayMs, offset]);
}
