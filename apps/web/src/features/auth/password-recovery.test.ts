import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { looksLikeEmailAddress, RECOVERY_MESSAGES, recoveryErrorMessage } from './password-recovery';

describe('password recovery rules', () => {
  it('accepts only trimmed values that look like an e-mail', () => {
    expect(looksLikeEmailAddress('  ana@exemplo.com.br ')).toBe(true);
    expect(looksLikeEmailAddress('ana@exemplo')).toBe(false);
    expect(looksLikeEmailAddress('ana exemplo@x.com')).toBe(false);
    expect(looksLikeEmailAddress('')).toBe(false);
  });

  it("takes the server's text or detail, else the fallback", () => {
    const fallback = RECOVERY_MESSAGES.sendFailed;
    expect(recoveryErrorMessage(new ApiError({ status: 400, detail: 'Token inválido.' }), fallback)).toBe(
      'Token inválido.',
    );
    expect(recoveryErrorMessage(new ApiError({ status: 500, detail: null }), fallback)).toBe(fallback);
    expect(recoveryErrorMessage(new ApiError({ status: 0, detail: null, kind: 'timeout' }), fallback)).toBe(
      fallback,
    );
    expect(recoveryErrorMessage(new Error('x'), fallback)).toBe(fallback);
  });
});
