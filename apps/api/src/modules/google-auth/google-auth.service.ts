// Google sign-in: the browser's Google Identity Services button gives an ID token (a JWT signed by
// Google, RS256); it is verified here against Google's public keys (GOOGLE_JWKS_URL, fetched and
// cached by jose), checking the issuer, the audience (GOOGLE_CLIENT_ID) and the expiry.
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../plugins/errors';
import * as accounts from '../accounts/accounts.repo';
import { assertNotSuspended } from '../accounts/suspension';
import { createSession } from '../sessions/sessions.service';

export const GOOGLE_MESSAGES = {
  invalid: 'Token do Google inválido.',
  unavailable: 'Login com Google indisponível.',
  notFound: 'Usuário não encontrado. Complete seu cadastro para continuar.',
} as const;

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  /** Lower-cased e-mail of the Google account, or null. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Verifies an ID token; throws HttpError 401 (invalid token) or 503 (Google sign-in unavailable). */
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity>;

/** Our wrapper marks failures to obtain Google's keys (network, bad answer): not the token's fault. */
class KeysUnavailable extends Error {}

/** A failure to get the key set (network, time-out, bad answer), as opposed to a bad token. */
function keysUnreachable(err: unknown): boolean {
  if (!(err instanceof errors.JOSEError)) return true; // fetch failed
  return (
    err instanceof errors.JWKSTimeout ||
    err instanceof errors.JWKSInvalid ||
    err.code === errors.JOSEError.code // "Expected 200 OK", unparsable JSON
  );
}

function identityOf(payload: JWTPayload): GoogleIdentity {
  if (typeof payload.sub !== 'string' || payload.sub === '')
    throw new HttpError(401, GOOGLE_MESSAGES.invalid, { code: 'auth.google_token_invalid' });
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return {
    sub: payload.sub,
    email: email || null,
    emailVerified: Boolean(email) && verified,
    name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : null,
  };
}

export function createGoogleVerifier(
  config: Pick<Config, 'googleClientId' | 'googleJwksUrl'>,
  log?: { warn(obj: object, msg: string): void },
): GoogleVerifier {
  const { googleClientId } = config;
  if (!googleClientId) {
    return async () => {
      throw new HttpError(503, GOOGLE_MESSAGES.unavailable);
    };
  }
  // jose caches the key set (and refetches it, at most every 30 s, when a token names an unknown key).
  const remote = createRemoteJWKSet(new URL(config.googleJwksUrl), { timeoutDuration: 5_000 });
  const keys: JWTVerifyGetKey = async (header, token) => {
    try {
      return await remote(header, token);
    } catch (err) {
      if (keysUnreachable(err)) throw new KeysUnavailable('Google keys unavailable', { cause: err });
      throw err; // no key for the token's kid or alg: the token's fault
    }
  };
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: googleClientId,
        algorithms: ['RS256'],
      });
      return identityOf(payload);
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof KeysUnavailable) {
        log?.warn({ err: err.cause }, 'Google keys could not be fetched');
        throw new HttpError(503, GOOGLE_MESSAGES.unavailable);
      }
      throw new HttpError(401, GOOGLE_MESSAGES.invalid, { code: 'auth.google_token_invalid' });
    }
  };
}

const verifiers = new WeakMap<object, GoogleVerifier>();

/** One verifier (and so one cached key set) per app configuration. */
export function googleVerifierFor(
  config: Config,
  log?: { warn(obj: object, msg: string): void },
): GoogleVerifier {
  let verifier = verifiers.get(config);
  if (!verifier) {
    verifier = createGoogleVerifier(config, log);
    verifiers.set(config, verifier);
  }
  return verifier;
}

export type GoogleLoginResult =
  | { kind: 'session'; token: string }
  | { kind: 'unknown'; email: string | null; nome: string | null };

/**
 * Logs in with a verified Google identity: by its linked `sub`, or by the verified e-mail of an
 * existing account (which is then linked to it). Otherwise the page sends the person to sign up.
 */
export async function googleLogin(
  db: Executor,
  identity: GoogleIdentity,
  sessionDays: number,
): Promise<GoogleLoginResult> {
  let user = await accounts.findUserByGoogleSub(db, identity.sub);
  if (!user && identity.email && identity.emailVerified) {
    user = await accounts.findUserByEmail(db, identity.email);
    if (user && !user.google_sub) await accounts.setGoogleSub(db, user.id, identity.sub);
  }
  if (!user) return { kind: 'unknown', email: identity.email, nome: identity.name };
  assertNotSuspended(user);
  return { kind: 'session', token: await createSession(db, user.id, sessionDays) };
}
