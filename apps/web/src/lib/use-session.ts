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

const SESSION_KEYS = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.userType];

/** The snapshot of a visitor: none of the session's items stored. */
const VISITOR_SNAPSHOT = SESSION_KEYS.map(() => '').join('\u0000');

/** The stored items the session state is computed from, as one comparable string. */
function getSnapshot(): string {
  try {
    const store = window.localStorage;
    return SESSION_KEYS.map((key) => store.getItem(key) ?? '').join('\u0000');
  } catch {
    return VISITOR_SNAPSHOT;
  }
}

/**
 * Prerendered pages show the visitor state. A visitor's browser has the same snapshot, so the
 * hydration needs no second render; a signed-in user's header updates right after it.
 */
const getServerSnapshot = (): string => VISITOR_SNAPSHOT;

/**
 * The current session, re-read from storage on every render (route changes included), on
 * 'storage' events (other tabs) and when this tab stores or clears the session.
 */
export function useSession(): SessionState {
  useLocation();
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(
    () =>
      snapshot === VISITOR_SNAPSHOT
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
