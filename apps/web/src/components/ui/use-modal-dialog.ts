import { type RefObject, useEffect, useRef } from 'react';

/**
 * Opens a modal <dialog> for as long as it is mounted: showModal (the page behind is inert), the
 * page's scroll locked, the focus on the element marked `data-autofocus`, the native close request
 * (Escape, Android back) turned into `onClose` while `dismissible`; on unmount the dialog closes,
 * the scroll comes back and the focus returns to where it was.
 */
export function useModalDialog(
  ref: RefObject<HTMLDialogElement | null>,
  dismissible: boolean,
  onClose: () => void,
) {
  const dismissibleRef = useRef(dismissible);
  dismissibleRef.current = dismissible;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Runs once: the ref object stays the same while the dialog is mounted.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The element marked data-autofocus takes the focus (else the browser's choice: the first one).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // The native close request (Escape, Android back): handled here, never by the browser.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissibleRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [ref]);
}
