/**
 * A visitor who clicked 'Candidatar-se' on a vaga goes to /login (and perhaps through sign-up and
 * the candidate wizard) with `next=/vagas/{id}?candidatar=1`: the login page says why, and back on
 * the vaga the apply dialog opens by itself.
 */

/** The query parameter of /vagas/{id} that opens the apply dialog. */
export const APPLY_PARAM = 'candidatar';

/** The vaga's page asking for the apply dialog: '/vagas/12?candidatar=1'. */
export function applyPathOf(vagaPath: string): string {
  const url = new URL(vagaPath, 'https://site.invalid');
  url.searchParams.set(APPLY_PARAM, '1');
  return `${url.pathname}${url.search}`;
}

/** True when `path` is a vaga's page asking for the apply dialog. */
export function isApplyPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const url = new URL(path, 'https://site.invalid');
  return /^\/vagas\/[^/]+\/?$/.test(url.pathname) && url.searchParams.get(APPLY_PARAM) === '1';
}
