import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { GOOGLE_MESSAGES } from './google-login';

/**
 * Google Identity Services (GIS) in the browser: the script is loaded on demand, initialised with
 * the site's client id, and yields the ID token ("credential") of the chosen Google account.
 */

export const GIS_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;

export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

export interface GooglePromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
    use_fedcm_for_button?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let pending: Promise<GoogleAccountsId> | null = null;

const gis = (): GoogleAccountsId | undefined => window.google?.accounts?.id;

/** Loads the GIS script once per page; rejects (and may be retried) when it fails or times out. */
export function loadGoogleIdentity(timeoutMs = LOAD_TIMEOUT_MS): Promise<GoogleAccountsId> {
  const ready = gis();
  if (ready) return Promise.resolve(ready);
  if (pending) return pending;
  let script = document.querySelector<HTMLScriptElement>(`script[src="${GIS_SCRIPT_SRC}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = GIS_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    document.head.appendChild(script);
  }
  const element = script;
  const attempt = new Promise<GoogleAccountsId>((resolve, reject) => {
    const timer = setTimeout(() => fail(), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', fail);
    };
    function onLoad() {
      done();
      const loaded = gis();
      if (loaded) resolve(loaded);
      else reject(new Error(GOOGLE_MESSAGES.loadFailed));
    }
    function fail() {
      done();
      reject(new Error(GOOGLE_MESSAGES.loadFailed));
    }
    element.addEventListener('load', onLoad);
    element.addEventListener('error', fail);
  });
  pending = attempt.catch((error: unknown) => {
    pending = null;
    element.remove();
    throw error;
  });
  return pending;
}

/** Forgets the loading state (tests). */
export function resetGoogleIdentityLoader(): void {
  pending = null;
}

export type GoogleIdentityStatus = 'off' | 'loading' | 'ready' | 'error';

interface Options {
  /** The site's Google client id; null or empty turns Google sign-in off. */
  clientId: string | null | undefined;
  /** Receives the ID token of the chosen account. */
  onCredential: (idToken: string) => void;
}

export interface GoogleIdentity {
  status: GoogleIdentityStatus;
  error: string | null;
  /** Opens Google's account chooser; when Google does not show it, the official button is offered. */
  prompt: () => void;
  /** Whether the official Google button should be shown (the chooser could not be displayed). */
  showOfficialButton: boolean;
  /** The element that receives the official Google button. */
  buttonContainer: (element: HTMLElement | null) => void;
  /** Loads the script again after a failure. */
  retry: () => void;
  setError: (message: string | null) => void;
}

/** Sets GIS up for the site's sign-in: a popup, no automatic account, FedCM for the chooser. */
function initializeSignIn(
  loaded: GoogleAccountsId,
  clientId: string,
  callback: (response: GoogleCredentialResponse) => void,
): void {
  loaded.initialize({
    client_id: clientId,
    callback,
    ux_mode: 'popup',
    auto_select: false,
    cancel_on_tap_outside: true,
    use_fedcm_for_prompt: true,
    context: 'signin',
  });
}

/** Opens Google's account chooser; `onNotShown` when Google does not display it. */
function promptChooser(loaded: GoogleAccountsId, onNotShown: () => void): void {
  try {
    loaded.prompt((notification) => {
      if (notification?.isNotDisplayed?.() || notification?.isSkippedMoment?.()) {
        onNotShown();
      }
    });
  } catch {
    onNotShown();
  }
}

/** The official Google button, rendered into `container` while `shown` once the script is ready. */
function useOfficialButton({
  api,
  status,
  shown,
  container,
  setError,
}: {
  api: RefObject<GoogleAccountsId | null>;
  status: GoogleIdentityStatus;
  shown: boolean;
  container: HTMLElement | null;
  setError: (message: string | null) => void;
}): void {
  // The official button, rendered once the script is ready and the container is shown.
  useEffect(() => {
    if (status !== 'ready' || !shown || !container || !api.current) return;
    try {
      container.replaceChildren();
      api.current.renderButton(container, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        shape: 'pill',
        logo_alignment: 'left',
        locale: 'pt-BR',
        width: Math.min(Math.max(container.clientWidth, 200), 400),
      });
    } catch {
      setError(GOOGLE_MESSAGES.renderFailed);
    }
  }, [api, status, shown, container, setError]);
}

/**
 * The GIS life cycle of the 'Continuar com Google' area. Errors use the spec's messages: script
 * not loaded, button not rendered, no id_token in Google's answer.
 */
export function useGoogleIdentity({ clientId, onCredential }: Options): GoogleIdentity {
  const [status, setStatus] = useState<GoogleIdentityStatus>(clientId ? 'loading' : 'off');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [showOfficialButton, setShowOfficialButton] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const api = useRef<GoogleAccountsId | null>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the loading on retry
  useEffect(() => {
    if (!clientId) {
      setStatus('off');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    setError(null);
    loadGoogleIdentity().then(
      (loaded) => {
        if (cancelled) return;
        try {
          initializeSignIn(loaded, clientId, (response) => {
            if (response?.credential) {
              setError(null);
              callback.current(response.credential);
            } else {
              setError(GOOGLE_MESSAGES.noIdToken);
            }
          });
        } catch {
          setStatus('error');
          setError(GOOGLE_MESSAGES.loadFailed);
          return;
        }
        api.current = loaded;
        setStatus('ready');
      },
      () => {
        if (cancelled) return;
        setStatus('error');
        setError(GOOGLE_MESSAGES.loadFailed);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, attempt]);

  useOfficialButton({ api, status, shown: showOfficialButton, container, setError });

  const prompt = useCallback(() => {
    const loaded = api.current;
    if (!loaded) return;
    setError(null);
    promptChooser(loaded, () => setShowOfficialButton(true));
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    status,
    error,
    prompt,
    showOfficialButton,
    buttonContainer: setContainer,
    retry,
    setError,
  };
}
