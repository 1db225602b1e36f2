import { useLayoutEffect } from 'react';

/**
 * While `locked`, the page does not scroll: overflow hidden on <html> and <body>, the previous
 * values restored afterwards (also when the component unmounts).
 */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const { documentElement: html, body } = document;
    const previous = { html: html.style.overflow, body: body.style.overflow };
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      html.style.overflow = previous.html;
      body.style.overflow = previous.body;
    };
  }, [locked]);
}
