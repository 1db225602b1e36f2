import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { loginPathReturningTo, RETURN_PARAM } from '../../lib/session-expiry';
import { clearGoogleProfile, loginErrorMessage, usableGoogleIdToken, useSignIn } from '../auth';
import type { SignupVariables } from './api/accounts';
import { signupErrorMessage } from './form-rules';

export interface AccountSignup<
  V extends FieldValues,
  Payload extends { email: string; senha: string },
  Created,
> {
  /** The registration mutation (features/signup/api/accounts.ts). */
  signup: UseMutationResult<Created, Error, SignupVariables<Payload>>;
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
 * error is toasted and shown, and a 422 names its field. The form is busy from the submission
 * until the page is left (the form's isSubmitting, then `created`), and again usable after a failure.
 */
export function useAccountSignup<
  V extends FieldValues,
  Payload extends { email: string; senha: string },
  Created,
>({ signup, texts, fields, setError, remember, next, routeState }: AccountSignup<V, Payload, Created>) {
  const navigate = useNavigate();
  const signIn = useSignIn();

  const submit = async (payload: Payload) => {
    let created: Created;
    try {
      created = await signup.mutateAsync({ payload, googleIdToken: usableGoogleIdToken() });
    } catch (error) {
      notify.error(signupErrorMessage(error, texts));
      showServerFieldErrors(error, setError, fields);
      return;
    }
    // Carried to the next page (the wizard or /login), where it is read; closes on the one after.
    notify.success(texts.created, { carry: true });
    remember(created);
    clearGoogleProfile();
    try {
      await signIn.mutateAsync({ identifier: payload.email, senha: payload.senha });
    } catch (error) {
      notify.error(loginErrorMessage(error), { carry: true });
      // The wizard's address may carry the page to return to (a vaga): /login keeps it.
      const returnTo = new URL(next, 'https://site.invalid').searchParams.get(RETURN_PARAM);
      navigate(returnTo ? loginPathReturningTo(returnTo) : '/login');
      return;
    }
    navigate(next, { state: routeState(payload, created) });
  };

  return {
    submit,
    serverError: signup.isError ? signupErrorMessage(signup.error, texts) : null,
    /** After a success the page is being left: the form stays busy (with the form's isSubmitting). */
    created: signup.isSuccess,
  };
}
