// The strength half of the password rule (@app/shared/password-strength: zxcvbn-ts and its
// dictionaries, ~1 MB) is loaded on demand: when a password field is first typed in, or when a
// form with a new password is submitted. The pages' initial JavaScript does not carry it.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type StrengthModule = typeof import('@app/shared/password-strength');

let loading: Promise<StrengthModule> | undefined;
let loaded: StrengthModule | undefined;

/** Loads the strength check once (a failed load is tried again next time). */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('@app/shared/password-strength').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The strength problem of a new password, or null; null as well when the check cannot be
 * loaded (the server checks again and answers 422 naming the field).
 */
export async function newPasswordProblem(
  password: string,
  userInputs: readonly unknown[],
): Promise<string | null> {
  try {
    return (await loadPasswordStrength()).passwordProblem(password, userInputs);
  } catch {
    return null;
  }
}

export interface PasswordStrengthState {
  /** zxcvbn's 0–4, or null while nothing is typed or the check is loading. */
  score: number | null;
  label: string | null;
  /** The score a new password needs. */
  minScore: number;
}

/** The strength of `password` as it is typed (the check loads on the first character). */
export function usePasswordStrength(password: string, userInputs: readonly unknown[]): PasswordStrengthState {
  const [module, setModule] = useState<StrengthModule | undefined>(loaded);
  const typed = password.length > 0;
  useEffect(() => {
    if (!typed || module) return;
    let active = true;
    loadPasswordStrength().then(
      (m) => active && setModule(m),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [typed, module]);
  const deferred = useDeferredValue(password);
  const inputsKey = userInputs.map(String).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: inputsKey stands for userInputs.
  return useMemo(() => {
    const minScore = module?.MIN_PASSWORD_SCORE ?? 2;
    if (!module || !deferred) return { score: null, label: null, minScore };
    const score = module.passwordScore(deferred, userInputs);
    return { score, label: module.strengthLabel(score), minScore };
  }, [module, deferred, inputsKey]);
}

/**
 * Adds the strength check of the `field` password to a form's resolver: when everything else
 * passes, the check is loaded and a guessable password becomes that field's error.
 */
export function withPasswordStrength<V extends FieldValues, Out extends FieldValues>(
  resolver: Resolver<V, unknown, Out>,
  field: keyof V & string,
  userInputsOf: (values: V) => readonly unknown[],
): Resolver<V, unknown, Out> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const problem = await newPasswordProblem(String(values[field] ?? ''), userInputsOf(values));
    if (!problem) return result;
    return {
      values: {},
      errors: { [field]: { type: 'validate', message: problem } } as FieldErrors<V>,
    };
  };
}
