import type { CandidateSignup, ClinicSignup } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, hasErrorCode } from '../../../lib/api';

/** The sign-up calls: POST /api/v1/usuario_candidato and /api/v1/usuario_clinica (no session yet). */

const TIMEOUT_MS = 10_000;

/** The Google account to link to the new one (its ID token). */
interface GoogleLink {
  google_id_token: string;
}

/** A sign-up payload, with the Google ID token of a first-time Google profile to link. */
export interface SignupVariables<P> {
  payload: P;
  googleIdToken: string | null;
}

/** Whether a registration failed only because the Google ID token was refused (code 'auth.google_token_invalid'). */
function isGoogleTokenRefusal(error: unknown): boolean {
  return hasErrorCode(error, 'auth.google_token_invalid');
}

/**
 * Creates the account linked to the Google account when there is a token; a token refused
 * (expired meanwhile) registers it without the link.
 */
function signupWithGoogleLink<P, Created>(create: (body: P | (P & GoogleLink)) => Promise<Created>) {
  return async ({ payload, googleIdToken }: SignupVariables<P>): Promise<Created> => {
    if (!googleIdToken) return create(payload);
    try {
      return await create({ ...payload, google_id_token: googleIdToken });
    } catch (error) {
      if (!isGoogleTokenRefusal(error)) throw error;
      return create(payload);
    }
  };
}

export function useCandidateSignup() {
  return useMutation({
    mutationFn: signupWithGoogleLink((body: CandidateSignup | (CandidateSignup & GoogleLink)) =>
      apiPost('/api/v1/usuario_candidato', { body, token: null, timeoutMs: TIMEOUT_MS }),
    ),
  });
}

export function useClinicSignup() {
  return useMutation({
    mutationFn: signupWithGoogleLink((body: ClinicSignup | (ClinicSignup & GoogleLink)) =>
      apiPost('/api/v1/usuario_clinica', { body, token: null, timeoutMs: TIMEOUT_MS }),
    ),
  });
}
