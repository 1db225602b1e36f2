import { type ToastContent, type ToastOptions, toast } from 'react-toastify';
import { markToastRaised } from './toast-area-signal';

/**
 * The app's toasts. A toast raised before the toast area has mounted waits in react-toastify's
 * queue and shows as soon as the area (mounted by the first toast) is there.
 */
export const notify = {
  success(content: ToastContent, options?: ToastOptions) {
    markToastRaised();
    return toast.success(content, options);
  },
  error(content: ToastContent, options?: ToastOptions) {
    markToastRaised();
    return toast.error(content, options);
  },
};
