import { ERROR_CODES } from '@app/shared';
import { SESSION_EXPIRED_EVENT } from './session-expiry';

/**
 * When an API answer ends the browser's session, in one place: a 401 (expired, idle, revoked) or
 * the 403 of a suspended account (code 'conta_suspensa'), and only for an answer to the session
 * that is stored now. A request sent with an older token (before signing in again) may come back
 * 401 after the new session is stored: it must never clear the newer session.
 */

export type SessionEndReason = 'expired' | 'suspended';

export interface SessionEndInput {
  status: number;
  /** The answer's stable code, if any. */
  code: string | null;
  /** The token the request was sent with (null: none). */
  sentToken: string | null;
  /** The token stored when the answer arrived (null: none). */
  storedToken: string | null;
}

/** Why this answer ends the stored session, or null when it does not. */
export function sessionEndOf({
  status,
  code,
  sentToken,
  storedToken,
}: SessionEndInput): SessionEndReason | null {
  if (!sentToken || sentToken !== storedToken) return null;
  if (status === 401) return 'expired';
  if (status === 403 && code === ERROR_CODES.accountSuspended) return 'suspended';
  return null;
}

/** What the session-end event carries (window event SESSION_EXPIRED_EVENT). */
export interface SessionEndDetail {
  reason: SessionEndReason;
  /** The token the ending answer was sent with: the listener clears the session only while it is still stored. */
  token: string;
  /** The server's message (shown on /login for a suspended account). */
  detail: string | null;
}

export function announceSessionEnd(detail: SessionEndDetail): void {
  window.dispatchEvent(new CustomEvent<SessionEndDetail>(SESSION_EXPIRED_EVENT, { detail }));
}

/** The detail of a session-end event (an old plain Event counts as an expiry of an unknown token). */
export function sessionEndDetailOf(event: Event): SessionEndDetail | null {
  const detail = (event as CustomEvent<SessionEndDetail | undefined>).detail;
  return detail && typeof detail.token === 'string' ? detail : null;
}
