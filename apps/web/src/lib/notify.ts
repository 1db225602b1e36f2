import { type Id, type ToastContent, type ToastOptions, toast } from 'react-toastify';
import { markToastRaised, subscribeNavigation } from './toast-area-signal';

export interface NotifyOptions extends ToastOptions {
  /**
   * The toast tells the result of an action that leads to another page (a sign-up, a publish):
   * it stays through that one page change and closes on the next. Other toasts close when the
   * user leaves the page they were raised on.
   */
  carry?: boolean;
}

interface OpenToast {
  kind: 'success' | 'error';
  /** Page changes the toast still stays through. */
  pagesLeft: number;
}

/** The toasts raised and not yet closed. */
const open = new Map<Id, OpenToast>();

function raise(kind: OpenToast['kind'], content: ToastContent, options: NotifyOptions = {}): Id {
  markToastRaised();
  const { carry, onClose, ...rest } = options;
  const id = toast[kind](content, {
    ...rest,
    onClose: (reason) => {
      open.delete(id);
      onClose?.(reason);
    },
  });
  open.set(id, { kind, pagesLeft: carry ? 1 : 0 });
  return id;
}

function close(id: Id): void {
  open.delete(id);
  toast.dismiss(id);
}

function closeAll(kind: OpenToast['kind']): void {
  for (const [id, entry] of open) if (entry.kind === kind) close(id);
}

subscribeNavigation(() => {
  for (const [id, entry] of open) {
    if (entry.pagesLeft > 0) entry.pagesLeft -= 1;
    else close(id);
  }
});

/**
 * The app's toasts. A toast raised before the toast area has mounted waits in react-toastify's
 * queue and shows as soon as the area (mounted by the first toast) is there.
 *
 * Toasts do not pile up or go stale: a success closes every error toast still open and a failure
 * every success toast still open (a failure never stands beside a success, whichever came
 * first: the newer one tells the state), and leaving a page closes its toasts (see `carry`). `dismiss` closes a toast whose problem is gone (e.g. when the user retries).
 */
export const notify = {
  success(content: ToastContent, options?: NotifyOptions): Id {
    closeAll('error');
    return raise('success', content, options);
  },
  error(content: ToastContent, options?: NotifyOptions): Id {
    closeAll('success');
    return raise('error', content, options);
  },
  dismiss(id: Id | null | undefined): void {
    if (id != null) close(id);
  },
};
