import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { clearSession } from '../../lib/session';

/** A 401 answer means the stored session is no longer valid: it is removed and the user goes to /login. */
export function useExpiredSession(error: unknown): void {
  const navigate = useNavigate();
  const expired = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!expired) return;
    clearSession();
    navigate('/login', { replace: true });
  }, [expired, navigate]);
}
