// Issue 24, item 1 of the second probe: one anonymous request with deeply nested JSON held the
// whole server (the NUL check copied the path at every level: quadratic in the depth, 21 s for
// 40,000 levels). Every JSON route now refuses nesting deeper than MAX_JSON_DEPTH with a 400 before
// the body is parsed or walked, and the walks over request bodies are linear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAX_JSON_DEPTH = 64;

import { createTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IDENTIFIER: '1000', LOGIN_RATE_LIMIT_IP: '1000' } });
});
afterAll(() => t?.close());

const TOO_DEEP = {
  detail: `Corpo da requisição inválido: JSON aninhado em mais de ${MAX_JSON_DEPTH} níveis.`,
  code: 'request.malformed_json',
};
const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('deeply nested JSON', () => {
  it('is refused with 400 on sign-in, as the probe sent it (40,000 levels)', async () => {
    const res = await post('/api/v1/usuarios/login', `{"email":"a@b.com","senha":${nested(40_000)}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_DEEP);
    // The server goes on answering.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ping' })).statusCode).toBe(200);
  });

  it('is refused on every kind of JSON route: public forms, spec paths, objects as well as arrays', async () => {
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    for (const [url, payload] of [
      ['/api/v1/contatos', `{"nome":${nested(100)}}`],
      ['/auth_reset/forgot-password', `{"email":${nested(65)}}`],
      ['/usuario_candidato/', deepObject],
      ['/api/v1/usuarios/login', nested(300_000)],
    ] as const) {
      const res = await post(url, payload);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: TOO_DEEP });
    }
  });

  it('at the limit goes on to the usual validation (422 naming the field)', async () => {
    // MAX_JSON_DEPTH levels in all: the body object and the arrays inside it.
    const res = await post(
      '/api/v1/usuarios/login',
      `{"email":"a@b.com","senha":${nested(MAX_JSON_DEPTH - 1)}}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/^Campo 'senha'/);
  });

  it('counts only structure: brackets inside strings and escaped quotes are text', async () => {
    const text = `${'['.repeat(40)}\\"${'{'.repeat(40)}`;
    const res = await post('/api/v1/usuarios/login', JSON.stringify({ email: 'a@b.com', senha: text }));
    expect(res.statusCode).toBe(401);
  });

  it('malformed JSON is still the plain 400', async () => {
    const res = await post('/api/v1/usuarios/login', '{"email":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Corpo da requisição inválido.', code: 'request.malformed_json' });
  });
});
