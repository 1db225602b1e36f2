import { X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { trapTab } from './modal-focus-trap';
import { useModalDialog } from './use-modal-dialog';

export type ModalSize = 'md' | 'lg' | '5xl';

export interface ModalProps {
  /** The dialog's title (an h2 that names the dialog). */
  title: ReactNode;
  /** Asked to close: Escape, a click on the backdrop or the × button. */
  onClose: () => void;
  /** While false, Escape, the backdrop and × are ignored (e.g. while saving or deleting). */
  dismissible?: boolean;
  /** Maximum width; '5xl' for forms (default 'md'). */
  size?: ModalSize;
  /** The body; it scrolls when taller than 75% of the viewport. */
  children: ReactNode;
  /** Buttons under the body (not scrolled). */
  footer?: ReactNode;
  /** Accessible label of the × button (default 'Fechar'). */
  closeLabel?: string;
  className?: string;
}

const SIZES: Record<ModalSize, string> = { md: 'max-w-lg', lg: 'max-w-2xl', '5xl': 'max-w-5xl' };

/**
 * An accessible modal dialog, shown while mounted (render it conditionally): a native <dialog>
 * opened with showModal (the page behind is inert), role dialog with aria-modal, named by its
 * title. The element marked `data-autofocus` takes the focus on opening (else the first
 * focusable one). Tab and Shift+Tab stay inside; Escape and the backdrop close it unless `dismissible` is
 * false; the focus returns to where it was when the dialog closes; the page does not scroll
 * behind it.
 */
export function Modal({
  title,
  onClose,
  dismissible = true,
  size = 'md',
  children,
  footer,
  closeLabel = 'Fechar',
  className = '',
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalDialog(ref, dismissible, onClose);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A dialog opened from inside this one handles its own keys.
    if (event.target instanceof Element && event.target.closest('dialog') !== ref.current) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    trapTab(event, ref.current);
  };

  // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current && dismissible) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className={`m-auto w-[calc(100%-1.5rem)] ${SIZES[size]} max-h-[calc(100dvh-1.5rem)] overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-navy-dark/60 ${className}`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-navy/10 border-b px-5 py-4 sm:px-7">
          <h2 id={titleId} className="pt-1 text-xl font-bold text-navy">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dismissible && onClose()}
            disabled={!dismissible}
            aria-label={closeLabel}
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-navy transition-colors hover:bg-mist disabled:cursor-not-allowed disabled:opacity-50"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        <div className="max-h-[75vh] min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          {children}
        </div>
        {footer && (
          <div className="flex flex-col-reverse gap-3 border-navy/10 border-t px-5 py-4 sm:flex-row sm:justify-end sm:px-7">
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}
