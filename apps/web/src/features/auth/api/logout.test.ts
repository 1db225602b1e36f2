import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceDraftKey, readDeviceDraft, saveDeviceDraft } from '../../../lib/device-draft';
import { storeSession } from '../../../lib/session';
import { logout } from './logout';

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logging out removes every draft and leaves other items', async () => {
    storeSession({ token: 'tok', user: { id: 7, tipo_usuario: 'candidato' } });
    saveDeviceDraft(deviceDraftKey('curriculo', '7'), { curso: 'Radiologia' });
    saveDeviceDraft(deviceDraftKey('clinica', '5'), { rua: 'Av. Paulista' });
    localStorage.setItem('preferencia', 'x');
    await logout();
    expect(readDeviceDraft(deviceDraftKey('curriculo', '7'))).toBeNull();
    expect(readDeviceDraft(deviceDraftKey('clinica', '5'))).toBeNull();
    expect(localStorage.getItem('preferencia')).toBe('x');
  });
});
