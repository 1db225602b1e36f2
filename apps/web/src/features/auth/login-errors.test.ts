import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { MissingTokenError } from './api/session';
import { LOGIN_MESSAGES, loginErrorMessage } from './login-errors';

describe('loginErrorMessage', () => {
  it('maps 401 and 422 to the invalid credentials text', () => {
    expect(loginErrorMessage(new ApiError({ status: 401, detail: 'x' }))).toBe('Credenciais inválidas.');
    expect(loginErrorMessage(new ApiError({ status: 422, detail: 'x' }))).toBe('Credenciais inválidas.');
  });

  it("shows the server's text on 429 and the generic text otherwise", () => {
    expect(loginErrorMessage(new ApiError({ status: 429, detail: 'Muitas tentativas.' }))).toBe(
      'Muitas tentativas.',
    );
    expect(loginErrorMessage(new ApiError({ status: 500, detail: 'boom' }))).toBe(
      'Falha ao fazer login. Tente novamente.',
    );
    expect(loginErrorMessage(new ApiError({ status: 400, detail: null }))).toBe(
      'Falha ao fazer login. Tente novamente.',
    );
    // Without the server too: the spec's text for every other failure.
    expect(loginErrorMessage(new ApiError({ status: 0, detail: null, kind: 'network' }))).toBe(
      'Falha ao fazer login. Tente novamente.',
    );
    expect(loginErrorMessage(new MissingTokenError(LOGIN_MESSAGES.noToken))).toBe('Token não retornado.');
  });

  it("shows the server's message for a suspended account (403 with code 'conta_suspensa'), decided by the code", () => {
    const suspended = { detail: 'Conta suspensa. Fale com a RX Odonto.', code: 'conta_suspensa' };
    expect(loginErrorMessage(new ApiError({ status: 403, detail: suspended.detail, body: suspended }))).toBe(
      'Conta suspensa. Fale com a RX Odonto.',
    );
    // The same text without the code is any other failure.
    expect(loginErrorMessage(new ApiError({ status: 403, detail: suspended.detail }))).toBe(
      'Falha ao fazer login. Tente novamente.',
    );
  });
});
