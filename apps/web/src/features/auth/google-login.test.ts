import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { MissingTokenError } from './api/session';
import { GOOGLE_MESSAGES, googleFailureOutcome } from './google-login';
import { usableGoogleIdToken } from './google-profile';

const base64url = (value: object) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const idToken = `${base64url({ alg: 'RS256' })}.${base64url({ email: 'ana@gmail.com', name: 'Ana Lúcia' })}.sig`;

describe('googleFailureOutcome', () => {
  it('sends an unknown account (404) to register, with the profile of the answer', () => {
    const error = new ApiError({
      status: 404,
      detail: 'Conta não encontrada.',
      body: {
        detail: 'Conta não encontrada.',
        code: 'auth.google_account_unknown',
        email: 'bia@gmail.com',
        nome: 'Bia',
      },
    });
    expect(googleFailureOutcome(error, idToken)).toEqual({
      kind: 'register',
      profile: { email: 'bia@gmail.com', nome: 'Bia', fromGoogle: true, id_token: idToken },
    });
  });

  it('falls back to the claims of the ID token (a refused token, network)', () => {
    const expected = {
      kind: 'register',
      profile: { email: 'ana@gmail.com', nome: 'Ana Lúcia', fromGoogle: true, id_token: idToken },
    };
    const refused = { detail: 'Token do Google inválido.', code: 'auth.google_token_invalid' };
    expect(googleFailureOutcome(new ApiError({ status: 401, detail: null, body: refused }), idToken)).toEqual(
      expected,
    );
    expect(googleFailureOutcome(new ApiError({ status: 0, detail: null, kind: 'network' }), idToken)).toEqual(
      expected,
    );
  });

  it('decides by the code, never by the text of a message', () => {
    const body = { detail: 'Usuário não encontrado.', code: 'request.invalid' };
    expect(googleFailureOutcome(new ApiError({ status: 400, detail: body.detail, body }), idToken)).toEqual({
      kind: 'error',
      message: 'Usuário não encontrado.',
    });
    expect(googleFailureOutcome(new Error('User not found'), idToken)).toEqual({
      kind: 'error',
      message: GOOGLE_MESSAGES.failed,
    });
  });

  it("shows the server's detail, else the spec's fallbacks", () => {
    expect(googleFailureOutcome(new ApiError({ status: 500, detail: 'Erro interno.' }), idToken)).toEqual({
      kind: 'error',
      message: 'Erro interno.',
    });
    expect(googleFailureOutcome(new ApiError({ status: 503, detail: null }), idToken)).toEqual({
      kind: 'error',
      message: 'Não foi possível concluir o Login com Google. Tente novamente.',
    });
    expect(googleFailureOutcome('?', idToken)).toEqual({
      kind: 'error',
      message: 'Falha no Login com Google.',
    });
    expect(googleFailureOutcome(new MissingTokenError(GOOGLE_MESSAGES.noBackendToken), idToken)).toEqual({
      kind: 'error',
      message: 'Token não retornado pelo backend.',
    });
  });
});

describe('usableGoogleIdToken', () => {
  const token = (exp: number) => `${base64url({ alg: 'RS256' })}.${base64url({ exp })}.sig`;
  const store = (id_token: string) =>
    sessionStorage.setItem(
      'google_profile',
      JSON.stringify({ email: 'a@b.com', nome: 'A', fromGoogle: true, id_token }),
    );

  it('gives the stored token while it is valid, and drops an expired one', () => {
    const now = Date.UTC(2025, 0, 1);
    store(token(now / 1000 + 3600));
    expect(usableGoogleIdToken(now)).toBe(token(now / 1000 + 3600));
    store(token(now / 1000 + 30));
    expect(usableGoogleIdToken(now)).toBeNull();
    sessionStorage.clear();
    expect(usableGoogleIdToken(now)).toBeNull();
  });
});
