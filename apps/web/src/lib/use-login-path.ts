import { useLocation, useSearchParams } from 'react-router';
import { loginPathReturningTo, RETURN_PARAM, safeReturnPath } from './session-expiry';

/**
 * /login asking to come back to the current page afterwards (`/login?next=/candidatos?page=2`):
 * for the pages and dialogs that send a visitor to sign in.
 */
export function useLoginPath(): string {
  const { pathname, search, hash } = useLocation();
  return loginPathReturningTo(`${pathname}${search}${hash}`);
}

/** The page this one was asked to return to (`?next=`, when it is a safe path of this site), or null. */
export function useReturnParam(): string | null {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(RETURN_PARAM));
}
