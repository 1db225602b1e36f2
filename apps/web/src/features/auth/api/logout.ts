import { apiPost } from '../../../lib/api';
import { clearDeviceDrafts } from '../../../lib/device-draft';
import { clearSession, getToken } from '../../../lib/session';

// Kept apart from session.ts so that the site's menu ('Sair'), which every page loads, does not
// carry the sign-in code with it.

/**
 * Logs out: removes every session item and the wizards' drafts at once (the interface shows the visitor state before
 * the call resolves), then tells the API with the token read before clearing. The call is best
 * effort: its failures are ignored.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  clearSession();
  clearDeviceDrafts();
  if (!token) return;
  try {
    await apiPost('/api/v1/usuarios/logout', { token, timeoutMs: 5_000 });
  } catch {
    // best effort: the session is already gone locally
  }
}
