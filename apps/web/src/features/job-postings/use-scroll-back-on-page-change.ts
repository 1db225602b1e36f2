import { useEffect, useRef } from 'react';

/**
 * A list's heading brought back into view when another page is shown and the heading has
 * scrolled above the screen. Returns the ref for the heading.
 */
export function useScrollBackOnPageChange(page: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const heading = headingRef.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
  }, [page]);

  return headingRef;
}
