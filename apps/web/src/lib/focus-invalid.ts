/** How many frames to wait for React to show the marks before giving up. */
const MAX_FRAMES = 30;

/**
 * Moves the focus to the first field marked invalid (aria-invalid) inside `root` and scrolls it
 * into view, as soon as React has shown the marks (checked on each frame, for about half a
 * second); does nothing when none shows.
 */
export function focusFirstInvalid(root: HTMLElement | null, frames = MAX_FRAMES): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (frames > 1) focusFirstInvalid(root, frames - 1);
      return;
    }
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
}
