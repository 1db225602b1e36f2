import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviceDraft, deviceDraftKey, readDeviceDraft, saveDeviceDraft } from './device-draft';

describe('wizard drafts on the device', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps one draft per wizard and user, read back as saved', () => {
    saveDeviceDraft(deviceDraftKey('curriculo', '7'), { curso: 'Radiologia' });
    saveDeviceDraft(deviceDraftKey('clinica', '5'), { rua: 'Av. Paulista' });
    expect(readDeviceDraft(deviceDraftKey('curriculo', '7'))?.values).toEqual({ curso: 'Radiologia' });
    expect(readDeviceDraft(deviceDraftKey('curriculo', '8'))).toBeNull();
    clearDeviceDraft(deviceDraftKey('curriculo', '7'));
    expect(readDeviceDraft(deviceDraftKey('curriculo', '7'))).toBeNull();
    expect(readDeviceDraft(deviceDraftKey('clinica', '5'))).not.toBeNull();
  });

  it('ignores a draft that is not one', () => {
    localStorage.setItem(deviceDraftKey('curriculo', '7'), '{broken');
    expect(readDeviceDraft(deviceDraftKey('curriculo', '7'))).toBeNull();
  });
});
