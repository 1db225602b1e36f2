import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/logout-loader';

/**
 * The menu's 'Sair': clears the session (the API call is best effort), runs `beforeNavigate`
 * (closing the menu) and goes to /home.
 */
export function useLogoutAction(beforeNavigate?: () => void): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const pending = logout();
    beforeNavigate?.();
    navigate('/home');
    await pending;
  }, [navigate, beforeNavigate]);
}
