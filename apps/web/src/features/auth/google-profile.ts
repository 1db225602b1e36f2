import { STORAGE_KEYS } from '@app/shared';

/**
 * The first-time Google profile of spec 1 (sections 3 and 4): kept in sessionStorage when a
 * Google account has no registration yet, to prefill the sign-up forms and link the account.
 */
export interface GoogleProfile {
  email: string;
  nome: string;
  fromGoogle: true;
  /** The Google ID token, sent as google_id_token with the registration. */
  id_token?: string;
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function storeGoogleProfile(profile: GoogleProfile): void {
  session()?.setItem(STORAGE_KEYS.googleProfile, JSON.stringify(profile));
}

export function readGoogleProfile(): GoogleProfile | null {
  const raw = session()?.getItem(STORAGE_KEYS.googleProfile);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<GoogleProfile> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      email: typeof parsed.email === 'string' ? parsed.email : '',
      nome: typeof parsed.nome === 'string' ? parsed.nome : '',
      fromGoogle: true,
      ...(typeof parsed.id_token === 'string' ? { id_token: parsed.id_token } : {}),
    };
  } catch {
    return null;
  }
}

export function clearGoogleProfile(): void {
  session()?.removeItem(STORAGE_KEYS.googleProfile);
}

/** The claims of a JWT's payload (no signature check: only to prefill a form). */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Prefill values of a sign-up form: route state first, then the stored Google profile. */
export function prefillFromGoogle(state: unknown): { email: string; nome: string; idToken: string | null } {
  const fromState = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const stored = readGoogleProfile();
  const pick = (key: 'email' | 'nome') => {
    const value = fromState[key];
    return typeof value === 'string' && value ? value : (stored?.[key] ?? '');
  };
  return { email: pick('email'), nome: pick('nome'), idToken: stored?.id_token ?? null };
}

/**
 * The ID token of the stored Google profile while it is still valid for at least a minute (the
 * server refuses an expired one); null otherwise.
 */
export function usableGoogleIdToken(now = Date.now()): string | null {
  const token = readGoogleProfile()?.id_token;
  if (!token) return null;
  const exp = decodeJwtClaims(token)?.exp;
  if (typeof exp === 'number' && exp * 1000 < now + 60_000) return null;
  return token;
}
