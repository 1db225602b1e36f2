import { apiGet } from '../../lib/api';
import type { SessionUser } from '../../lib/session';

/** The signed-in user (GET /api/v1/usuarios/me), which completes a stored session. */

export type { AccountKind } from '../../lib/profile-photo';

export const profileKeys = {
  me: ['usuarios', 'me'] as const,
};

export const fetchMe = () => apiGet<SessionUser>('/api/v1/usuarios/me');
