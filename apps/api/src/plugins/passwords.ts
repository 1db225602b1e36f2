// Password hashing: argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1), PHC strings.
import { type Algorithm, hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2 as Algorithm; // Algorithm.Argon2id (a const enum, not importable as a value)

export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * A hash of a random password with the same parameters. Verifying against it when the account
 * does not exist (or has no password) costs the same time as a real check, so the answer time
 * does not reveal which accounts exist.
 */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ZEiso9mqeA3qIxFvn6/chQ$pZqqKpfju3h+jY7BRMT6ga+YHqmbRGv2lhcqQjAuju0';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * Whether the password matches the stored hash. With no hash (unknown account, Google-only
 * account) a dummy hash is verified instead and the answer is always false.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A damaged stored hash: refuse, never crash.
    return false;
  }
}
