// What a live session is: read by sessions.service and remembered by session-cache.ts (a file of
// its own so that neither imports the other).
import type { AuthUser } from '../../plugins/auth';

/** The user of a live session: the caller the auth plugin hands to the routes. */
export type SessionUser = AuthUser;

export interface ActiveSession {
  id: number;
  user: SessionUser;
}
