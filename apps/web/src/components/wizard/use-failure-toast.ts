import { useCallback, useRef } from 'react';
import type { Id, ToastContent } from 'react-toastify';
import { notify } from '../../lib/notify';

/** A wizard's publish failure toast: `show` raises it, `dismiss` closes it when the user tries again. */
export function useFailureToast() {
  const failureToast = useRef<Id | null>(null);
  const show = useCallback((content: ToastContent) => {
    failureToast.current = notify.error(content);
  }, []);
  const dismiss = useCallback(() => {
    notify.dismiss(failureToast.current);
    failureToast.current = null;
  }, []);
  return { show, dismiss };
}
