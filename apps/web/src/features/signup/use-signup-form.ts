import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { prefillFromGoogle } from '../auth';
import { type AccountSignup, useAccountSignup } from './use-account-signup';
import { useFormProblemToast } from './use-form-problem-toast';

/** The fields every sign-up form has. */
export interface SignupValues {
  email: string;
  senha: string;
  confirmarSenha: string;
}

interface SignupFormOptions<
  V extends SignupValues,
  Out extends FieldValues,
  Payload extends { email: string; senha: string },
  Created extends { id: number },
> extends Omit<AccountSignup<V, Payload, Created>, 'setError' | 'routeState'> {
  resolver: Resolver<V, unknown, Out>;
  /** The empty form, with the name and e-mail of a Google account without registration. */
  defaultValues: (prefill: { nome: string; email: string }) => V;
  /** The values the password must not resemble (the resolver checks the same ones). */
  userInputsOf: (values: V) => readonly unknown[];
  /** The spec's toast of a refused form (useFormProblemToast). */
  problemOf: (values: V) => string | null;
}

/**
 * What the candidate and clinic sign-up pages share: the form prefilled from Google, the
 * password strength of what is typed, the registration (useAccountSignup; the wizard receives
 * what was typed, without the password, and the new id) and the toast of a refused form.
 */
export function useSignupForm<
  V extends SignupValues,
  Out extends FieldValues,
  Payload extends { email: string; senha: string },
  Created extends { id: number },
>({
  resolver,
  defaultValues,
  userInputsOf,
  problemOf,
  ...signup
}: SignupFormOptions<V, Out, Payload, Created>) {
  const location = useLocation();
  const [prefill] = useState(() => prefillFromGoogle(location.state));
  const form = useForm<V, unknown, Out>({
    resolver,
    defaultValues: defaultValues(prefill) as DefaultValues<V>,
  });
  const { control, getValues, setError, formState } = form;
  const strength = useWatch({
    control,
    compute: (values: V) => ({ password: values.senha, userInputs: userInputsOf(values) }),
  });

  const { submit, serverError, created } = useAccountSignup({
    ...signup,
    setError,
    routeState: ({ senha: _senha, ...data }, created) => ({ ...data, id: created.id }),
  });
  const onInvalid = useFormProblemToast(control, getValues, problemOf);

  return {
    form,
    strength,
    submit,
    onInvalid,
    /** The props of SignupForm besides onSubmit. */
    shell: { prefillEmail: prefill.email, serverError, busy: formState.isSubmitting || created },
  };
}
