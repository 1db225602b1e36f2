import { isClinic, readToken, STORAGE_KEYS, type StoredUser, TOKEN_KEYS } from '@app/shared';

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

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * The stored user checked against the shape of `storedUserSchema` (packages/shared) by hand: this
 * file is in every page's first chunk, and the schema would bring zod into it (+29 kB gzip on
 * /home). `lib/session.test.ts` holds both to the same records. Unknown keys are dropped.
 */
export function readStoredUser(value: unknown): StoredUser | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const { id, tipo_usuario, email, nome, nome_fantasia } = value as Record<string, unknown>;
  const validId = (typeof id === 'number' && Number.isInteger(id)) || (typeof id === 'string' && id !== '');
  if (!validId || typeof tipo_usuario !== 'string' || tipo_usuario === '') return null;
  if (
    !(email === undefined || typeof email === 'string') ||
    !optionalText(nome) ||
    !optionalText(nome_fantasia)
  )
    return null;
  return {
    id,
    tipo_usuario,
    ...(email !== undefined ? { email } : {}),
    ...(nome !== undefined ? { nome: nome as string | null } : {}),
    ...(nome_fantasia !== undefined ? { nome_fantasia: nome_fantasia as string | null } : {}),
  } as StoredUser;
}

/** The stored user record, or null when absent or unreadable. */
export function getStoredUser(): SessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    return readStoredUser(JSON.parse(raw));
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
