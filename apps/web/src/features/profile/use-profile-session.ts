import { isClinic } from '@app/shared';
import { useEffect, useState } from 'react';
import type { AccountKind } from '../../lib/profile-photo';
import { getStoredUser, getToken, type SessionUser, storeSession } from '../../lib/session';
import { useCurrentUser } from '../auth';

export type ProfileSession =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; user: SessionUser; id: string; kind: AccountKind };

function ready(user: SessionUser): ProfileSession {
  return {
    status: 'ready',
    user,
    id: String(user.id),
    kind: isClinic(user.tipo_usuario) ? 'clinica' : 'candidato',
  };
}

/**
 * The signed-in user of the profile page (spec 2 section 4): the stored user when there is one;
 * otherwise, with a stored token, GET /api/v1/usuarios/me (then stored); with neither, or when
 * that call fails, 'none' (the page goes to /login).
 */
export function useProfileSession(): ProfileSession {
  const [stored] = useState(() => ({ user: getStoredUser(), token: getToken() }));
  const usable = stored.user && stored.user.id != null && stored.user.id !== '' ? stored.user : null;
  const me = useCurrentUser({ enabled: !usable && Boolean(stored.token) });

  useEffect(() => {
    if (me.data && stored.token) storeSession({ token: stored.token, user: me.data });
  }, [me.data, stored.token]);

  if (usable) return ready(usable);
  if (!stored.token || me.isError) return { status: 'none' };
  if (me.data) return ready(me.data);
  return { status: 'loading' };
}
