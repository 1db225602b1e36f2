/**
 * Browser session conventions of spec 1, sections 3 and 7: where the token and the user live
 * in storage, how a stored token is cleaned, and how a clinic account is recognised.
 */
export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'usuario',
  userId: 'usuario_id',
  userType: 'tipo_usuario',
  candidate: 'candidato',
  clinic: 'clinica',
  profession: 'tipo_profissao',
  /** Session storage: the first-time Google profile (email, nome, fromGoogle). */
  googleProfile: 'google_profile',
} as const;

/** The keys a token may be stored under, in the order they are read. */
export const TOKEN_KEYS = ['auth_token', 'token', 'access_token'] as const;

/**
 * Cleans a stored token: surrounding quotes, a JSON wrapper ({"token": ...} or a JSON string)
 * and a 'Bearer ' prefix are removed. Returns null when nothing usable is left.
 */
export function cleanToken(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  let value = String(raw).trim();
  for (let i = 0; i < 3; i++) {
    if (value.startsWith('{') || value.startsWith('"')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (typeof parsed === 'string') value = parsed.trim();
        else if (parsed && typeof parsed === 'object') {
          const obj = parsed as Record<string, unknown>;
          const inner = obj.access_token ?? obj.token ?? obj.jwt ?? obj.accessToken;
          value = typeof inner === 'string' ? inner.trim() : '';
        }
        continue;
      } catch {
        // not JSON: fall through to the plain clean-up
      }
    }
    break;
  }
  value = value.replace(/^['"]+|['"]+$/g, '').trim();
  value = value.replace(/^bearer(\s+|$)/i, '').trim();
  return value.length > 0 ? value : null;
}

/** Reads the first non-empty, cleaned token from a storage-like object. */
export function readToken(storage: { getItem(key: string): string | null }): string | null {
  for (const key of TOKEN_KEYS) {
    const token = cleanToken(storage.getItem(key));
    if (token) return token;
  }
  return null;
}

/** A tipo_usuario containing 'clin' (case-insensitive, 'clínica' included) means a clinic. */
export function isClinic(tipoUsuario: string | null | undefined): boolean {
  if (!tipoUsuario) return false;
  return tipoUsuario.toLowerCase().includes('clin') || tipoUsuario.toLowerCase().includes('clín');
}
