/**
 * Moves the focus to the first field marked invalid (aria-invalid) inside `root`, once React has
 * shown the messages, and scrolls it into view. Answers nothing; does nothing without one.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  });
}
