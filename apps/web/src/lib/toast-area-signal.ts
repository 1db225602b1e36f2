/**
 * Whether the app has raised a toast yet. The toast area (react-toastify's container and its
 * stylesheet) mounts on the first one: a stylesheet added to a page restyles every element of it,
 * a long task on a phone that pages without toasts (the public site) need not pay. Kept apart
 * from `notify.ts` so the shell can listen without loading react-toastify.
 */
let raised = false;
const listeners = new Set<() => void>();

export function markToastRaised(): void {
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

export const wasToastRaised = (): boolean => raised;

export function subscribeToastRaised(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Page changes, told by the shell (which does not load react-toastify) to `notify.ts`, which
 * closes the toasts of the page that was left.
 */
const navigationListeners = new Set<() => void>();

export function signalNavigation(): void {
  for (const listener of navigationListeners) listener();
}

export function subscribeNavigation(listener: () => void): () => void {
  navigationListeners.add(listener);
  return () => navigationListeners.delete(listener);
}
