import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { RECOVERY_MESSAGES, recoveryErrorMessage } from './password-recovery';

describe('recoveryErrorMessage', () => {
  it("takes the server's text or detail, else the fallback", () => {
    const fallback = RECOVERY_MESSAGES.sendFailed;
    expect(recoveryErrorMessage(new ApiError({ status: 400, detail: 'Token inválido.' }), fallback)).toBe(
      'Token inválido.',
    );
    expect(recoveryErrorMessage(new ApiError({ status: 500, detail: null }), fallback)).toBe(fallback);
    expect(recoveryErrorMessage(new ApiError({ status: 0, detail: null, kind: 'timeout' }), fallback)).toBe(
      'Sem conexão com o servidor. Seus dados continuam aqui; tente de novo.',
    );
    expect(recoveryErrorMessage(new Error('x'), fallback)).toBe(fallback);
  });
});
