import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GIS_SCRIPT_SRC,
  type GoogleAccountsId,
  type GoogleCredentialResponse,
  loadGoogleIdentity,
  resetGoogleIdentityLoader,
  useGoogleIdentity,
} from './use-google-identity';

const script = () => document.querySelector<HTMLScriptElement>(`script[src="${GIS_SCRIPT_SRC}"]`);

function fakeGis(overrides: Partial<GoogleAccountsId> = {}) {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const api: GoogleAccountsId = {
    initialize: vi.fn((config) => {
      callback = config.callback;
    }),
    renderButton: vi.fn(),
    prompt: vi.fn(),
    cancel: vi.fn(),
    ...overrides,
  };
  return { api, answer: (response: GoogleCredentialResponse) => callback?.(response) };
}

/** Makes the pending script "load", defining window.google first when a GIS is given. */
function finishLoading(api?: GoogleAccountsId) {
  if (api) window.google = { accounts: { id: api } };
  script()?.dispatchEvent(new Event('load'));
}

describe('useGoogleIdentity', () => {
  beforeEach(() => {
    resetGoogleIdentityLoader();
    delete window.google;
    document.head.innerHTML = '';
  });
  afterEach(() => {
    cleanup();
    delete window.google;
  });

  it('stays off without a client id and loads nothing', () => {
    const { result } = renderHook(() => useGoogleIdentity({ clientId: null, onCredential: vi.fn() }));
    expect(result.current.status).toBe('off');
    expect(script()).toBeNull();
  });

  it('reports a script that fails to load, and loads it again on retry', async () => {
    const { result } = renderHook(() => useGoogleIdentity({ clientId: 'cid', onCredential: vi.fn() }));
    expect(result.current.status).toBe('loading');
    expect(script()?.async).toBe(true);
    act(() => script()?.dispatchEvent(new Event('error')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('Falha ao carregar Google Identity Services.');
    expect(script()).toBeNull();

    act(() => result.current.retry());
    await waitFor(() => expect(script()).not.toBeNull());
    const { api } = fakeGis();
    act(() => finishLoading(api));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.error).toBeNull();
    expect(api.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'cid' }));
  });

  it('reports a script that loads without defining google.accounts.id', async () => {
    const { result } = renderHook(() => useGoogleIdentity({ clientId: 'cid', onCredential: vi.fn() }));
    act(() => finishLoading());
    await waitFor(() => expect(result.current.error).toBe('Falha ao carregar Google Identity Services.'));
  });

  it('rejects after the time-out when the script never answers', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadGoogleIdentity(1000);
      const assertion = expect(pending).rejects.toThrow('Falha ao carregar Google Identity Services.');
      await vi.advanceTimersByTimeAsync(1001);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands over the credential, and complains when Google gives none', async () => {
    const onCredential = vi.fn();
    const gis = fakeGis();
    const { result } = renderHook(() => useGoogleIdentity({ clientId: 'cid', onCredential }));
    act(() => finishLoading(gis.api));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => gis.answer({}));
    expect(result.current.error).toBe('Não foi possível obter o id_token do Google.');
    expect(onCredential).not.toHaveBeenCalled();

    act(() => gis.answer({ credential: 'id.token.sig' }));
    expect(onCredential).toHaveBeenCalledWith('id.token.sig');
    expect(result.current.error).toBeNull();
  });

  it('offers the official button when the chooser is not shown, and reports a render failure', async () => {
    const gis = fakeGis({
      prompt: vi.fn((listener) => listener?.({ isNotDisplayed: () => true })),
      renderButton: vi.fn(() => {
        throw new Error('bad parent');
      }),
    });
    const { result } = renderHook(() => useGoogleIdentity({ clientId: 'cid', onCredential: vi.fn() }));
    act(() => finishLoading(gis.api));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    act(() => result.current.prompt());
    expect(result.current.showOfficialButton).toBe(true);
    act(() => result.current.buttonContainer(document.createElement('div')));
    await waitFor(() => expect(result.current.error).toBe('Falha ao renderizar botão do Google.'));
  });
});
