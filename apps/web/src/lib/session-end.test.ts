import { describe, expect, it } from 'vitest';
import { sessionEndOf } from './session-end';

describe('sessionEndOf: which answers end the stored session', () => {
  const base = { status: 401, code: null, sentToken: 'old', storedToken: 'old' };

  it('a 401 to the stored session ends it', () => {
    expect(sessionEndOf(base)).toBe('expired');
  });

  it('a 401 to an older session never ends the newer one stored since', () => {
    expect(sessionEndOf({ ...base, storedToken: 'new' })).toBeNull();
    expect(sessionEndOf({ ...base, storedToken: null })).toBeNull();
  });

  it('a request sent without a token ends nothing', () => {
    expect(sessionEndOf({ ...base, sentToken: null, storedToken: null })).toBeNull();
    expect(sessionEndOf({ ...base, sentToken: null, storedToken: 'new' })).toBeNull();
  });

  it("the 403 of a suspended account (code 'conta_suspensa') ends it; any other 403 does not", () => {
    expect(sessionEndOf({ ...base, status: 403, code: 'conta_suspensa' })).toBe('suspended');
    expect(sessionEndOf({ ...base, status: 403, code: 'conta_suspensa', storedToken: 'new' })).toBeNull();
    expect(sessionEndOf({ ...base, status: 403 })).toBeNull();
    expect(sessionEndOf({ ...base, status: 403, code: 'outro' })).toBeNull();
  });

  it('other failures end nothing', () => {
    for (const status of [0, 400, 404, 422, 429, 500, 503])
      expect(sessionEndOf({ ...base, status })).toBeNull();
  });
});
