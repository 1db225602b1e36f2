import { STORAGE_KEYS } from '@app/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  getStoredUser,
  getUserType,
  isClinicSession,
  isLoggedIn,
  SESSION_EVENT,
  type SessionUser,
} from './session';

export interface SessionState {
  loggedIn: boolean;
  user: SessionUser | null;
  userType: string | null;
  isClinic: boolean;
}

const VISITOR: SessionState = { loggedIn: false, user: null, userType: null, isClinic: false };

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

/** The stored items the session state is computed from, as one comparable string. */
function getSnapshot(): string {
  try {
    const store = window.localStorage;
    return [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.userType]
      .map((key) => store.getItem(key) ?? '')
      .join('\u0000');
  } catch {
    return '';
  }
}

/** Prerendered pages show the visitor state; the browser then updates to the stored session. */
const getServerSnapshot = (): null => null;

/**
 * The current session, re-read from storage on every render (route changes included), on
 * 'storage' events (other tabs) and when this tab stores or clears the session.
 */
export function useSession(): SessionState {
  useLocation();
  const snapshot = useSyncExternalStore<string | null>(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(
    () =>
      snapshot === null
        ? VISITOR
        : {
            loggedIn: isLoggedIn(),
            user: getStoredUser(),
            userType: getUserType(),
            isClinic: isClinicSession(),
          },
    [snapshot],
  );
}
