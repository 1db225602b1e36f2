import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession, getToken } from '../../lib/session';
import { sessionEndDetailOf } from '../../lib/session-end';
import {
  loginPathReturningTo,
  rememberExpiredSession,
  rememberSuspendedAccount,
  SESSION_EXPIRED_EVENT,
} from '../../lib/session-expiry';
import { keepUnsavedEdits } from '../../lib/unsaved-edit';

/**
 * When an API call finds the stored session ended (lib/api.ts, lib/session-end.ts), the session
 * is removed, unless a newer one was stored meanwhile. After an expiry the visitor goes to
 * /login?next=<this page>; the login page says why and returns here afterwards (the page is also
 * remembered in sessionStorage, in case a page's own redirect to /login wins), and an edit dialog
 * that was open is kept to be offered again (lib/unsaved-edit.ts). A suspended account goes to
 * /login, which shows the server's message.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onEnded = (event: Event) => {
      const end = sessionEndDetailOf(event);
      // An answer to an older session never ends the one stored since.
      if (end && getToken() !== end.token) return;
      const { pathname, search, hash } = window.location;
      const here = `${pathname}${search}${hash}`;
      const suspended = end?.reason === 'suspended';
      if (!suspended) keepUnsavedEdits(here);
      clearSession();
      if (suspended) rememberSuspendedAccount(end.detail ?? '');
      if (pathname === '/login') return;
      if (suspended) {
        navigate('/login', { replace: true });
        return;
      }
      rememberExpiredSession(here);
      navigate(loginPathReturningTo(here), { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onEnded);
  }, [navigate]);
}
