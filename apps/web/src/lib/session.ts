import {
  isClinic,
  readToken,
  STORAGE_KEYS,
  type StoredUser,
  storedUserSchema,
  TOKEN_KEYS,
} from '@app/shared';

/**
 * The browser session of spec 1, sections 3 and 4: the token and the user live in localStorage;
 * a visitor is logged in when auth_token or usuario is present.
 */

/** Fired on window whenever this tab changes the stored session (the 'storage' event covers other tabs). */
export const SESSION_EVENT = 'app:session-change';

/** The stored user: what GET /usuarios/me answered (see storedUserSchema). */
export type SessionUser = StoredUser;

/** Every key logout removes: the three token keys and the user/account items. */
export const SESSION_KEYS: readonly string[] = [
  ...TOKEN_KEYS,
  STORAGE_KEYS.user,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.userType,
  STORAGE_KEYS.candidate,
  STORAGE_KEYS.clinic,
  STORAGE_KEYS.profession,
];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EVENT));
}

export function isLoggedIn(store: Storage | null = storage()): boolean {
  if (!store) return false;
  return Boolean(store.getItem(STORAGE_KEYS.token) || store.getItem(STORAGE_KEYS.user));
}

export function getToken(): string | null {
  const store = storage();
  return store ? readToken(store) : null;
}

/** The stored user record, or null when absent or unreadable. */
export function getStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The account type, from the stored user or the separate tipo_usuario item. */
export function getUserType(): string | null {
  return getStoredUser()?.tipo_usuario ?? storage()?.getItem(STORAGE_KEYS.userType) ?? null;
}

export function isClinicSession(): boolean {
  return isClinic(getUserType());
}

/** Stores a fresh session: token, user record, user id, account type and the candidato/clinica id. */
export function storeSession({ token, user }: { token: string; user: SessionUser }): void {
  const store = storage();
  if (!store) return;
  const id = String(user.id);
  store.setItem(STORAGE_KEYS.token, token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  store.setItem(STORAGE_KEYS.userId, id);
  store.setItem(STORAGE_KEYS.userType, user.tipo_usuario);
  const clinic = isClinic(user.tipo_usuario);
  store.setItem(clinic ? STORAGE_KEYS.clinic : STORAGE_KEYS.candidate, id);
  store.removeItem(clinic ? STORAGE_KEYS.candidate : STORAGE_KEYS.clinic);
  notify();
}

/** Removes every session item from localStorage. */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of SESSION_KEYS) store.removeItem(key);
  notify();
}
