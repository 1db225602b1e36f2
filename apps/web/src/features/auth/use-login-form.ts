import { type LoginInput, loginSchema } from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { getUserType } from '../../lib/session';
import { useSignIn } from './api/session';
import { LOGIN_MESSAGES, loginErrorMessage } from './login-errors';

/** The id of the sign-in form's error, which the refused fields point to. */
export const LOGIN_ERROR_ID = 'login-erro';

/**
 * The sign-in form's state: its fields, the submission that signs in and goes to `returnTo`, the
 * error shown (the form's own refusal or the API's) and the fields it marks as invalid.
 */
export function useLoginForm(returnTo: string) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { register, handleSubmit, getValues, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', senha: '' },
  });
  // The form's own refusal: an empty field, or a value the API would refuse as well.
  const [refusal, setRefusal] = useState<string | null>(null);
  // Busy from the submission until the page is left; usable again after a failure.
  const busy = formState.isSubmitting || signIn.isSuccess;

  const onValid = async ({ email, senha }: LoginInput) => {
    setRefusal(null);
    try {
      await signIn.mutateAsync({ identifier: email, senha });
    } catch {
      return; // told from the mutation's error
    }
    // Administrators land on the back office rather than on the home page.
    navigate(returnTo === '/home' && getUserType() === 'admin' ? '/admin' : returnTo, { replace: true });
  };
  const onInvalid = () => {
    signIn.reset();
    const { email, senha } = getValues();
    setRefusal(!email.trim() || !senha ? LOGIN_MESSAGES.empty : LOGIN_MESSAGES.invalidCredentials);
  };

  const error = refusal ?? (signIn.isError ? loginErrorMessage(signIn.error) : null);
  const refusedCredentials = error === LOGIN_MESSAGES.invalidCredentials;
  const invalid = (fieldError: unknown) =>
    error && (fieldError || refusedCredentials)
      ? { 'aria-invalid': true as const, 'aria-describedby': LOGIN_ERROR_ID }
      : {};

  return { register, onSubmit: handleSubmit(onValid, onInvalid), formState, busy, error, invalid };
}
