// What a repo function runs its queries on: the database, or a transaction opened on it.
import type { AppDb } from '../plugins/db';

export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
export type Executor = AppDb | Tx;

/** The PostgreSQL error code of an error or of one of its causes (drizzle wraps driver errors). */
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current = error;
  for (let i = 0; current && i < 10; i++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** A unique_violation (23505): another row already holds the value. */
export const isUniqueViolation = (error: unknown): boolean => errorCodes(error).includes('23505');
