import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../lib/session';
import {
  loginPathReturningTo,
  rememberExpiredSession,
  SESSION_EXPIRED_EVENT,
} from '../../lib/session-expiry';

/**
 * When an API call finds the stored session expired (lib/api.ts), the session is removed and the
 * visitor goes to /login?next=<this page>; the login page says why and returns here afterwards.
 * The page is also remembered in sessionStorage, in case a page's own redirect to /login wins.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onExpired = () => {
      const { pathname, search, hash } = window.location;
      clearSession();
      if (pathname === '/login') return;
      const here = `${pathname}${search}${hash}`;
      rememberExpiredSession(here);
      navigate(loginPathReturningTo(here), { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate]);
}
