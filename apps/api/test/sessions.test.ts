import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessoes } from '../src/db/schema';
import { redactUrl } from '../src/plugins/log-redaction';
import { bearer, loginToken, registerCandidate, registerClinic } from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let candidate: Awaited<ReturnType<typeof registerCandidate>>;
let clinic: Awaited<ReturnType<typeof registerClinic>>;

beforeAll(async () => {
  t = await createTestApp({
    // These tests change session rows behind the API's back: no remembered sessions here (the
    // cache has its own tests below).
    env: {
      SESSION_DAYS: '7',
      SESSION_IDLE_DAYS: '2',
      SESSION_CACHE_SECONDS: '0',
      LOGIN_RATE_LIMIT_IDENTIFIER: '100',
    },
    // Test-only routes guarded the way later modules guard theirs.
    beforeReady: (app) => {
      app.get('/api/v1/_test/any-user', { preHandler: app.requireUser }, async (request) => ({
        id: request.user?.id,
      }));
      app.get('/api/v1/_test/clinic-only', { preHandler: app.requireRole('clinica') }, async () => ({
        ok: true,
      }));
    },
  });
  candidate = await registerCandidate(t.app);
  clinic = await registerClinic(t.app);
});
afterAll(() => t?.close());

const EXPIRED = {
  detail: 'Sessão expirada ou inválida. Faça login novamente.',
  code: 'auth.session_expired',
};
/** The same 401 to a request that sent no token at all. */
const NO_SESSION = { ...EXPIRED, code: 'auth.required' };
const FORBIDDEN = { detail: 'Você não tem permissão para acessar este recurso.', code: 'forbidden' };
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const me = (headers: Record<string, string> = {}, url = '/api/v1/usuarios/me') =>
  t.app.inject({ method: 'GET', url, headers });
const logout = (token: string, url = '/api/v1/usuarios/logout') =>
  t.app.inject({ method: 'POST', url, headers: bearer(token) });

async function sessionOf(token: string) {
  const [row] = await t.app.db
    .select()
    .from(sessoes)
    .where(eq(sessoes.token_hash, sha256(token)));
  return row;
}

describe('sessions', () => {
  it('stores only the SHA-256 of the token, expiring after SESSION_DAYS', async () => {
    const token = await loginToken(t.app, candidate.payload.email);
    const row = await sessionOf(token);
    expect(row?.usuario_id).toBe(candidate.record.id);
    const days = ((row?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const plain = await t.app.db.select().from(sessoes).where(eq(sessoes.token_hash, token));
    expect(plain).toHaveLength(0);
  });

  it('answers 401 to /usuarios/me without a token, with a garbage token, or a bare "Bearer"', async () => {
    for (const headers of [
      {},
      bearer('nao-e-um-token'),
      bearer('x'.repeat(43)),
      { authorization: 'Bearer' },
    ]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual('authorization' in headers ? EXPIRED : NO_SESSION);
    }
    expect((await me({}, '/usuarios/me')).json()).toEqual(NO_SESSION);
  });

  it('tolerates quotes around the token and a missing "Bearer"', async () => {
    const token = await loginToken(t.app, candidate.payload.email);
    for (const authorization of [`Bearer "${token}"`, `"Bearer ${token}"`, `bearer '${token}'`, token]) {
      const res = await me({ authorization });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json().id).toBe(candidate.record.id);
    }
  });

  it('refuses an expired session', async () => {
    const token = await loginToken(t.app, candidate.payload.email);
    expect((await me(bearer(token))).statusCode).toBe(200);
    await t.app.db
      .update(sessoes)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessoes.token_hash, sha256(token)));
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('refuses a session unused for SESSION_IDLE_DAYS, and keeps one in use alive', async () => {
    const token = await loginToken(t.app, candidate.payload.email);
    const age = (lastUsed: string) =>
      t.app.db
        .update(sessoes)
        .set({ last_used_at: sql`now() - ${lastUsed}::interval` })
        .where(eq(sessoes.token_hash, sha256(token)));

    // Idle for just under 2 days: still valid, and the request slides the idle window forward.
    await age('47 hours 59 minutes');
    expect((await me(bearer(token))).statusCode).toBe(200);
    const touched = (await sessionOf(token))?.last_used_at.getTime() ?? 0;
    expect(Date.now() - touched).toBeLessThan(60_000);

    await age('2 days 1 minute');
    const res = await me(bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    // The absolute limit (SESSION_DAYS) still holds for a session in use.
    const other = await loginToken(t.app, candidate.payload.email);
    await t.app.db
      .update(sessoes)
      .set({ expires_at: sql`now() - interval '1 second'`, last_used_at: sql`now()` })
      .where(eq(sessoes.token_hash, sha256(other)));
    expect((await me(bearer(other))).statusCode).toBe(401);
  });

  it('updates last_used_at at most once an hour', async () => {
    const token = await loginToken(t.app, candidate.payload.email);
    const hash = sha256(token);
    const setLastUsed = (interval: string) =>
      t.app.db
        .update(sessoes)
        .set({ last_used_at: sql`now() - ${interval}::interval` })
        .where(eq(sessoes.token_hash, hash));

    await setLastUsed('10 minutes');
    const before = (await sessionOf(token))?.last_used_at;
    await me(bearer(token));
    expect((await sessionOf(token))?.last_used_at).toEqual(before);

    await setLastUsed('2 hours');
    await me(bearer(token));
    const after = (await sessionOf(token))?.last_used_at.getTime() ?? 0;
    expect(Date.now() - after).toBeLessThan(60_000);
  });
});

describe('POST /api/v1/usuarios/logout', () => {
  it.each(['/api/v1/usuarios/logout', '/usuarios/logout'])(
    'revokes only the presented token (%s)',
    async (url) => {
      const token = await loginToken(t.app, candidate.payload.email);
      const other = await loginToken(t.app, candidate.payload.email);
      const res = await logout(token, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: 'Sessão encerrada.' });
      expect((await sessionOf(token))?.revoked_at).toBeInstanceOf(Date);

      const after = await me(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(EXPIRED);
      expect((await logout(token, url)).statusCode).toBe(401);
      expect((await me(bearer(other))).statusCode).toBe(200);
    },
  );

  it('accepts an empty JSON body', async () => {
    const token = await loginToken(t.app, candidate.payload.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('requireUser and requireRole', () => {
  it('requireUser: 401 without a session, the user with one', async () => {
    const none = await me({}, '/api/v1/_test/any-user');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(NO_SESSION);
    const token = await loginToken(t.app, clinic.payload.email);
    expect((await me(bearer(token), '/api/v1/_test/any-user')).json()).toEqual({ id: clinic.record.id });
  });

  it("requireRole('clinica'): 401 without a session, 403 for a candidate, 200 for a clinic", async () => {
    const url = '/api/v1/_test/clinic-only';
    expect((await me({}, url)).statusCode).toBe(401);
    const asCandidate = await me(bearer(await loginToken(t.app, candidate.payload.email)), url);
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json()).toEqual(FORBIDDEN);
    const asClinic = await me(bearer(await loginToken(t.app, clinic.payload.email)), url);
    expect(asClinic.statusCode).toBe(200);
  });
});

describe('sessions remembered by the process (SESSION_CACHE_SECONDS)', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ env: { SESSION_CACHE_SECONDS: '5' } });
  });
  afterAll(() => cached?.close());
  afterEach(() => vi.useRealTimers());

  const meOn = (app: TestApp, token: string) =>
    app.app.inject({ method: 'GET', url: '/api/v1/usuarios/me', headers: bearer(token) });

  it('ends a session at once when it is logged out in this process', async () => {
    const user = await registerCandidate(cached.app);
    const token = await loginToken(cached.app, user.payload.email);
    expect((await meOn(cached, token)).statusCode).toBe(200);
    expect((await meOn(cached, token)).statusCode).toBe(200);
    const out = await cached.app.inject({ method: 'POST', url: '/usuarios/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await meOn(cached, token)).json()).toEqual(EXPIRED);
  });

  it('sees a revocation made by another process after at most the configured seconds', async () => {
    const user = await registerCandidate(cached.app);
    const token = await loginToken(cached.app, user.payload.email);
    expect((await meOn(cached, token)).statusCode).toBe(200);
    // Another API process on the same database revokes it: this one still remembers it...
    await cached.app.db
      .update(sessoes)
      .set({ revoked_at: sql`now()` })
      .where(eq(sessoes.token_hash, sha256(token)));
    expect((await meOn(cached, token)).statusCode).toBe(200);
    // ...until the remembered copy is 5 seconds old.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_001 });
    const res = await meOn(cached, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });
});

describe('request logs', () => {
  it('redact secret query parameters', () => {
    expect(redactUrl('/auth_reset/reset-password?token=abc&nova_senha=segredo')).toBe(
      '/auth_reset/reset-password?token=[redacted]&nova_senha=[redacted]',
    );
    expect(redactUrl('/auth_reset/forgot-password?email=a%40b.com')).toBe(
      '/auth_reset/forgot-password?email=a%40b.com',
    );
  });
});
