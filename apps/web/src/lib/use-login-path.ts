import { useLocation } from 'react-router';
import { loginPathReturningTo } from './session-expiry';

/**
 * /login asking to come back to the current page afterwards (`/login?next=/candidatos?page=2`):
 * for the pages and dialogs that send a visitor to sign in.
 */
export function useLoginPath(): string {
  const { pathname, search, hash } = useLocation();
  return loginPathReturningTo(`${pathname}${search}${hash}`);
}
