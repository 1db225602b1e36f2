import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'])('is true for %s', (code) => {
    expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    // drizzle wraps driver errors in a DrizzleQueryError whose cause is the driver's error
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode(code) }))).toBe(true);
  });

  it('looks inside an AggregateError (several addresses tried)', () => {
    const error = new AggregateError([withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: error }))).toBe(true);
  });

  it('recognises a closed pool or PGlite instance', () => {
    expect(isDatabaseUnavailable(new Error('x', { cause: new Error('PGlite is closed') }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is false for query errors and other failures', () => {
    expect(isDatabaseUnavailable(withCode('23505'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
  });
});
