// Account rules: sign-up of candidates and clinics, login by e-mail or CPF, the current user.
import { type CandidateSignup, type ClinicSignup, looksLikeEmail, onlyDigits } from '@app/shared';
import { type Executor, isUniqueViolation } from '../../db/executor';
import type { AppDb } from '../../plugins/db';
import { HttpError } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../../plugins/passwords';
import type { GoogleVerifier } from '../google-auth/google-auth.service';
import { createSession } from '../sessions/sessions.service';
import * as repo from './accounts.repo';
import type { LoginThrottle } from './login-throttle';
import { assertNotSuspended, SUSPENDED_MESSAGE } from './suspension';

export const ACCOUNT_MESSAGES = {
  candidateExists: 'Candidato já cadastrado no sistema',
  clinicExists: 'Clínica já cadastrada no sistema',
  invalidCredentials: 'Credenciais inválidas.',
  invalidGoogleToken: "Campo 'google_id_token': Token do Google inválido.",
  suspended: SUSPENDED_MESSAGE,
} as const;

export interface CandidateRecord {
  id: number;
  nome: string;
  email: string;
  telefone: string;
  cpf: string;
  dataNascimento: string | null;
  tipo_profissao: string;
  data_cadastro: string;
  tipo_usuario: 'candidato';
}

export interface ClinicRecord {
  id: number;
  nome_fantasia: string;
  cnpj: string;
  telefone: string;
  email: string;
  data_cadastro: string;
  tipo_usuario: 'clinica';
}

/**
 * The counter key of a login identifier: 'email:<lower-case e-mail>' or 'cpf:<digits>', so
 * 'A@B.com' and 'a@b.com', or a masked and a bare CPF, share one counter.
 */
export function loginKey(identifier: string): string {
  const value = identifier.trim().toLowerCase();
  if (looksLikeEmail(value)) return `email:${value}`;
  const digits = onlyDigits(value);
  return digits ? `cpf:${digits}` : `other:${value}`;
}

/**
 * The Google `sub` to link at sign-up: the token must verify (else 422 naming google_id_token),
 * and it is linked only when its verified e-mail is the sign-up e-mail. Without Google sign-in
 * configured the token is ignored.
 */
async function googleSubToLink(
  verify: GoogleVerifier | null,
  idToken: string | undefined,
  email: string,
): Promise<string | null> {
  if (!verify || !idToken?.trim()) return null;
  let identity: Awaited<ReturnType<GoogleVerifier>>;
  try {
    identity = await verify(idToken.trim());
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401)
      throw new HttpError(422, ACCOUNT_MESSAGES.invalidGoogleToken, {
        code: 'auth.google_token_invalid',
        fields: [{ field: 'google_id_token', code: 'field.invalid', message: 'Token do Google inválido.' }],
      });
    throw err;
  }
  return identity.emailVerified && identity.email === email.toLowerCase() ? identity.sub : null;
}

/** Runs the insert; a unique violation (a concurrent sign-up with the same data) is a 409 too. */
async function insertOrConflict<T>(
  db: AppDb,
  conflict: string,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, conflict, { code: 'account.already_exists' });
    throw err;
  }
}

export async function signupCandidate(
  db: AppDb,
  input: CandidateSignup,
  verifyGoogle: GoogleVerifier | null,
): Promise<CandidateRecord> {
  const google_sub = await googleSubToLink(verifyGoogle, input.google_id_token, input.email);
  const senha_hash = await hashPassword(input.senha);
  const conflict = ACCOUNT_MESSAGES.candidateExists;
  return insertOrConflict(db, conflict, async (tx) => {
    if ((await repo.emailTaken(tx, input.email)) || (await repo.cpfTaken(tx, input.cpf)))
      throw new HttpError(409, conflict, { code: 'account.already_exists' });
    const user = await repo.insertUser(tx, {
      tipo_usuario: 'candidato',
      email: input.email,
      senha_hash,
      google_sub,
    });
    const candidate = await repo.insertCandidate(tx, {
      usuario_id: user.id,
      nome: input.nome,
      cpf: input.cpf,
      telefone: input.telefone,
      data_nascimento: input.dataNascimento ?? null,
      tipo_profissao: input.tipo_profissao,
    });
    return {
      id: user.id,
      nome: candidate.nome,
      email: user.email,
      telefone: candidate.telefone,
      cpf: candidate.cpf,
      dataNascimento: candidate.data_nascimento,
      tipo_profissao: candidate.tipo_profissao,
      data_cadastro: candidate.data_cadastro.toISOString(),
      tipo_usuario: 'candidato',
    };
  });
}

export async function signupClinic(
  db: AppDb,
  input: ClinicSignup,
  verifyGoogle: GoogleVerifier | null,
): Promise<ClinicRecord> {
  const google_sub = await googleSubToLink(verifyGoogle, input.google_id_token, input.email);
  const senha_hash = await hashPassword(input.senha);
  const conflict = ACCOUNT_MESSAGES.clinicExists;
  return insertOrConflict(db, conflict, async (tx) => {
    if ((await repo.emailTaken(tx, input.email)) || (await repo.cnpjTaken(tx, input.cnpj)))
      throw new HttpError(409, conflict, { code: 'account.already_exists' });
    const user = await repo.insertUser(tx, {
      tipo_usuario: 'clinica',
      email: input.email,
      senha_hash,
      google_sub,
    });
    const clinic = await repo.insertClinic(tx, {
      usuario_id: user.id,
      nome_fantasia: input.nome_fantasia,
      cnpj: input.cnpj,
      telefone: input.telefone,
    });
    return {
      id: user.id,
      nome_fantasia: clinic.nome_fantasia,
      cnpj: clinic.cnpj,
      telefone: clinic.telefone,
      email: user.email,
      data_cadastro: clinic.data_cadastro.toISOString(),
      tipo_usuario: 'clinica',
    };
  });
}

/** A 429 of the login throttle; the route adds its Retry-After. */
export class LoginBlockedError extends HttpError {
  constructor(
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, detail);
  }
}

export const LOGIN_RATE_LIMIT_MESSAGE =
  'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks an e-mail or CPF and a password and opens a session (returns its token). Wrong
 * credentials, unknown accounts and accounts without a password (Google-only) all answer 401
 * after the same argon2 work. Failures go through the throttle (login-throttle.ts): the account
 * (or the unknown identifier) and the client address `ip`.
 */
export async function login(
  db: Executor,
  input: { email: string; senha: string },
  sessionDays: number,
  throttle: LoginThrottle,
  ip: string,
): Promise<string> {
  const identifier = input.email.trim();
  let user: repo.LoginUser | null = null;
  if (looksLikeEmail(identifier)) user = await repo.findUserByEmail(db, identifier);
  else {
    const cpf = onlyDigits(identifier);
    if (cpf.length === 11) user = await repo.findUserByCpf(db, cpf);
  }
  const subject = user ? `user:${user.id}` : loginKey(identifier);
  const verdict = await throttle.check(subject, ip);
  if (verdict.blocked) throw new LoginBlockedError(LOGIN_RATE_LIMIT_MESSAGE, verdict.retryAfterSeconds);
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  const ok = await verifyPassword(user?.senha_hash, input.senha);
  if (!user || !ok) {
    await throttle.failed(subject, ip);
    throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials, { code: 'auth.invalid_credentials' });
  }
  await throttle.succeeded(subject, ip);
  assertNotSuspended(user);
  return createSession(db, user.id, sessionDays);
}

export async function currentUser(db: Executor, usuarioId: number) {
  return repo.findProfileSummary(db, usuarioId);
}
