import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { clearGoogleProfile, loginErrorMessage, signIn, usableGoogleIdToken } from '../auth';
import { isGoogleTokenRefusal, serverFieldErrors, signupErrorMessage } from './signup-api';

interface AccountSignup<V extends FieldValues, Payload extends { email: string; senha: string }, Created> {
  /** The registration call. */
  create: (payload: Payload & { google_id_token?: string }) => Promise<Created>;
  texts: { conflict: string; failed: string; created: string };
  /** The form's fields, to place the server's 422 messages. */
  fields: readonly Path<V>[];
  setError: UseFormSetError<V>;
  /** Keeps the created record in localStorage (before the session is stored). */
  remember: (created: Created) => void;
  /** Where the wizard lives, and the route state it receives. */
  next: string;
  routeState: (payload: Payload, created: Created) => Record<string, unknown>;
}

/**
 * The registration flow shared by the candidate and clinic forms: create the account (with the
 * Google ID token of a first-time Google profile), toast, keep the record, sign in with the same
 * e-mail and password, and go on to the wizard. On failure the form keeps what was typed, the
 * error is toasted and shown, and a 422 names its field.
 */
export function useAccountSignup<
  V extends FieldValues,
  Payload extends { email: string; senha: string },
  Created,
>(options: AccountSignup<V, Payload, Created>) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (payload: Payload) => {
    setServerError(null);
    const idToken = usableGoogleIdToken();
    const create = async () => {
      if (!idToken) return options.create(payload);
      try {
        return await options.create({ ...payload, google_id_token: idToken });
      } catch (error) {
        // A Google token refused (expired meanwhile): register without linking the Google account.
        if (!isGoogleTokenRefusal(error)) throw error;
        return options.create(payload);
      }
    };
    let created: Created;
    try {
      created = await create();
    } catch (error) {
      const message = signupErrorMessage(error, options.texts);
      notify.error(message);
      setServerError(message);
      const fieldErrors = Object.entries(serverFieldErrors(error, options.fields));
      fieldErrors.forEach(([name, text], index) => {
        if (text)
          options.setError(name as Path<V>, { type: 'server', message: text }, { shouldFocus: index === 0 });
      });
      return;
    }
    // Carried to the next page (the wizard or /login), where it is read; closes on the one after.
    notify.success(options.texts.created, { carry: true });
    options.remember(created);
    clearGoogleProfile();
    try {
      await signIn(payload.email, payload.senha);
    } catch (error) {
      notify.error(loginErrorMessage(error), { carry: true });
      navigate('/login');
      return;
    }
    navigate(options.next, { state: options.routeState(payload, created) });
  };

  return { submit, serverError };
}
