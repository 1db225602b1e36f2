/**
 * An expired session (the API answers 401 to a call made with the stored token): the session is
 * removed and the visitor goes to /login, which says so and, after signing in, brings them back
 * to the page they were on (app/layout/use-session-expiry-redirect.ts, features/auth).
 */

/**
 * Fired on window by the API client when a call made with the stored token answers 401, or the
 * 403 of a suspended account (a CustomEvent whose detail is a SessionEndDetail, lib/session-end.ts).
 */
export const SESSION_EXPIRED_EVENT = 'app:session-expired';

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre novamente para continuar.';

/** The query parameter of /login that names the page to return to. */
export const RETURN_PARAM = 'next';

/** sessionStorage item: the page to return to after an expired session (read once by /login). */
const EXPIRED_KEY = 'sessao_expirada';

/** sessionStorage item: the server's message when the account of the session was suspended (read once by /login). */
const SUSPENDED_KEY = 'conta_suspensa';

/**
 * `value` when it is a path of this site to return to ('/perfil', '/candidatos?page=2'); null
 * for anything else: absolute or protocol-relative URLs ('//evil.example'), backslashes, control
 * characters, or /login itself.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://site.invalid') return null;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, asking to return to `path` afterwards (when it is a safe path). */
export function loginPathReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `/login?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : '/login';
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers, for the login page, that the session expired on `path`. */
export function rememberExpiredSession(path: string): void {
  sessionStore()?.setItem(EXPIRED_KEY, safeReturnPath(path) ?? '/home');
}

/** The page on which the session expired, if it just did (null otherwise). */
export function readExpiredSession(): string | null {
  return safeReturnPath(sessionStore()?.getItem(EXPIRED_KEY) ?? null);
}

export function forgetExpiredSession(): void {
  sessionStore()?.removeItem(EXPIRED_KEY);
}

/** Remembers, for the login page, the server's message about the suspended account of the session. */
export function rememberSuspendedAccount(message: string): void {
  sessionStore()?.setItem(SUSPENDED_KEY, message);
}

/** The server's message about a suspended account whose session just ended (null otherwise). */
export function readSuspendedAccount(): string | null {
  const message = sessionStore()?.getItem(SUSPENDED_KEY)?.trim();
  return message ? message.slice(0, 500) : null;
}

export function forgetSuspendedAccount(): void {
  sessionStore()?.removeItem(SUSPENDED_KEY);
}

/** `path` carrying `next` (when it is a safe path): '/cadastrar?next=%2Fvagas%2F3%3Fcandidatar%3D1'. */
export function pathCarryingReturn(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ [RETURN_PARAM]: safe })}`;
}
