import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';

/** Alt+T moves the keyboard focus to the notifications (spec 1, section 9). */
export const toastHotKeys = (event: KeyboardEvent): boolean => event.altKey && event.code === 'KeyT';

/** The one toast container of the app: top-right, closes after 5 s. */
export function ToastArea() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      hotKeys={toastHotKeys}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      pauseOnHover
      theme="light"
      aria-label="Notificações Alt+T"
    />
  );
}
