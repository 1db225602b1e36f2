/**
 * Drafts of the publication wizards kept on this device (localStorage), one per wizard and user,
 * so a closed tab or a reload does not lose what was typed. They are removed when the wizard
 * publishes and when the user logs out (a shared device must not show the next person's data).
 */

const PREFIX = 'rascunho:';

export interface DeviceDraft<V> {
  values: V;
  /** When it was last saved (ISO 8601). */
  savedAt: string;
}

const store = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The storage key of a wizard's draft for one user. */
export const deviceDraftKey = (wizard: string, userId: string | null) => `${PREFIX}${wizard}:${userId ?? ''}`;

export function readDeviceDraft<V>(key: string): DeviceDraft<V> | null {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(key) ?? 'null');
    if (!parsed || typeof parsed !== 'object' || !('values' in parsed)) return null;
    return parsed as DeviceDraft<V>;
  } catch {
    return null;
  }
}

export function saveDeviceDraft<V>(key: string, values: V): void {
  try {
    store()?.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function clearDeviceDraft(key: string): void {
  store()?.removeItem(key);
}

/** Removes every wizard draft of this device (on logout). */
export function clearDeviceDrafts(): void {
  const s = store();
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) s.removeItem(key);
}
