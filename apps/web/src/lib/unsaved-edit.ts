import { clearDeviceDraft, deviceDraftKey, readDeviceDraft, saveDeviceDraft } from './device-draft';
import { getStoredUser } from './session';

/**
 * An edit the session ended under: each open edit dialog registers how to read its values; when
 * the session ends (app/layout/use-session-expiry-redirect.ts) they are kept on this device like
 * the wizards' drafts (lib/device-draft.ts, removed on logout), for that user only, and offered
 * again once the same user has signed in and is back on the page.
 */

export interface UnsavedEdit {
  /** Which dialog: the profile's card ('formacao', 'clinica' …). */
  name: string;
  /** The page the dialog was open on. */
  path: string;
  values: unknown;
}

type Snapshot = () => { name: string; values: unknown };

const open = new Set<Snapshot>();

const keyOf = (userId: string) => deviceDraftKey('edicao', userId);

/** Registers an open dialog's values; returns the function that unregisters it (on close). */
export function registerUnsavedEdit(snapshot: Snapshot): () => void {
  open.add(snapshot);
  return () => {
    open.delete(snapshot);
  };
}

/** Keeps the values of the open dialog for the signed-in user (called before the session is cleared). */
export function keepUnsavedEdits(path: string): void {
  const userId = getStoredUser()?.id;
  const [snapshot] = [...open].slice(-1);
  if (userId == null || !snapshot) return;
  const { name, values } = snapshot();
  saveDeviceDraft<UnsavedEdit>(keyOf(String(userId)), { name, path, values });
}

/** The edit kept for this user, if any (not removed). */
export function pendingUnsavedEdit(userId: string): UnsavedEdit | null {
  const draft = readDeviceDraft<UnsavedEdit>(keyOf(userId));
  const edit = draft?.values;
  return edit && typeof edit.name === 'string' && typeof edit.path === 'string' ? edit : null;
}

/** The kept values of the dialog `name` for this user, removed from the device (offered once). */
export function takeUnsavedEdit(userId: string, name: string): unknown | null {
  const edit = pendingUnsavedEdit(userId);
  if (!edit || edit.name !== name) return null;
  clearDeviceDraft(keyOf(userId));
  return edit.values;
}
