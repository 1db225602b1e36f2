import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import { setSuspension } from '../src/modules/admin/admin-users.repo';
import { bearer, candidatePayload, clinicPayload, newEmail, registerCandidate } from './factories';
import { createTestApp, type TestApp } from './helper';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const KID = 'test-key-1';
const INVALID = { detail: 'Token do Google inválido.', code: 'auth.google_token_invalid' };
const UNAVAILABLE = { detail: 'Login com Google indisponível.', code: 'service.unavailable' };
const NOT_FOUND_DETAIL = 'Usuário não encontrado. Complete seu cadastro para continuar.';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let t: TestApp;
let server: Server;
let jwksUrl: string;
let googleKey: PrivateKey;
let otherKey: PrivateKey;
let subCounter = 0;

beforeAll(async () => {
  const google = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  googleKey = google.privateKey;
  otherKey = other.privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl } });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface TokenOptions {
  claims?: JWTPayload;
  key?: PrivateKey;
  iss?: string;
  aud?: string;
  exp?: number | string;
}

const newSub = () => `1089${Date.now()}${subCounter++}`;

/** An ID token as Google signs them (RS256, our key), with claims that can be overridden. */
function idToken({ claims = {}, key = googleKey, iss, aud, exp }: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setSubject(String(claims.sub ?? newSub()))
    .setIssuer(iss ?? 'https://accounts.google.com')
    .setAudience(aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(exp ?? '1h')
    .sign(key);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const googleLogin = (id_token: string, url = '/auth_google/login/google', app = t.app) =>
  app.inject({ method: 'POST', url, payload: { id_token } });

async function sessionUser(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/usuarios/me', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; email: string };
}

describe('POST /auth_google/login/google: bad tokens', () => {
  const now = Math.floor(Date.now() / 1000);
  const cases: [string, () => Promise<string>][] = [
    ['a wrong audience', () => idToken({ aud: 'outro-cliente.apps.googleusercontent.com' })],
    ['a wrong issuer', () => idToken({ iss: 'https://evil.example.com' })],
    ['an expired token', () => idToken({ exp: now - 60 })],
    ['a signature by another key', () => idToken({ key: otherKey })],
    [
      'alg HS256',
      () =>
        new SignJWT({ sub: newSub(), email: 'a@b.com', email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: KID })
          .setIssuer('https://accounts.google.com')
          .setAudience(CLIENT_ID)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a'.repeat(32))),
    ],
    [
      'alg none',
      async () =>
        `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: newSub(), iss: 'https://accounts.google.com', aud: CLIENT_ID, exp: now + 3600 })}.`,
    ],
    ['garbage', async () => 'nao.e.um-jwt'],
  ];

  it.each(cases)('refuses %s with 401', async (_name, make) => {
    const res = await googleLogin(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers 422 without id_token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth_google/login/google', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("Campo 'id_token': Não foi possível obter o id_token do Google.");
  });
});

describe('POST /auth_google/login/google: accounts', () => {
  it('sends an unknown account to sign up: 404 with e-mail and name', async () => {
    const email = newEmail('novo');
    const res = await googleLogin(await idToken({ claims: { email, name: 'Joana Souza' } }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      detail: NOT_FOUND_DETAIL,
      code: 'auth.google_account_unknown',
      email,
      nome: 'Joana Souza',
    });
  });

  it('links the verified e-mail of an existing user and opens a session; then the sub alone suffices', async () => {
    const { payload, record } = await registerCandidate(t.app);
    const sub = newSub();
    for (const url of ['/auth_google/login/google', '/api/v1/auth_google/login/google']) {
      const res = await googleLogin(
        await idToken({ claims: { sub, email: payload.email.toUpperCase() } }),
        url,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      expect((await sessionUser(res.json().access_token)).id).toBe(record.id);
    }
    const [user] = await t.app.db.select().from(usuarios).where(eq(usuarios.id, record.id));
    expect(user?.google_sub).toBe(sub);

    // A known sub logs in even if the Google e-mail changed since.
    const known = await googleLogin(await idToken({ claims: { sub, email: newEmail('mudou') } }));
    expect(known.statusCode).toBe(200);
    expect((await sessionUser(known.json().access_token)).id).toBe(record.id);
  });

  it('refuses a suspended account (403) and lets it in again once reactivated', async () => {
    const { payload, record } = await registerCandidate(t.app);
    const token = () => idToken({ claims: { email: payload.email } });
    await t.app.db.transaction((tx) => setSuspension(tx, record.id, new Date(), 'Teste'));
    const res = await googleLogin(await token());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Conta suspensa. Fale com a RX Odonto.', code: 'conta_suspensa' });
    await t.app.db.transaction((tx) => setSuspension(tx, record.id, null, null));
    expect((await googleLogin(await token())).statusCode).toBe(200);
  });

  it('does not link an unverified e-mail', async () => {
    const { payload, record } = await registerCandidate(t.app);
    const res = await googleLogin(await idToken({ claims: { email: payload.email, email_verified: false } }));
    expect(res.statusCode).toBe(404);
    const [user] = await t.app.db.select().from(usuarios).where(eq(usuarios.id, record.id));
    expect(user?.google_sub).toBeNull();
  });

  it('links the Google account given at sign-up, so the next Google login works', async () => {
    const sub = newSub();
    const email = newEmail('cadastro-google');
    const token = await idToken({ claims: { sub, email, name: 'Ana' } });
    const before = await googleLogin(token);
    expect(before.statusCode).toBe(404);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/usuario_clinica/',
      payload: clinicPayload({ email, google_id_token: token }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const after = await googleLogin(await idToken({ claims: { sub, email } }));
    expect(after.statusCode).toBe(200);
    expect((await sessionUser(after.json().access_token)).id).toBe(signup.json().id);
  });

  it('does not link a sign-up token of another e-mail', async () => {
    const sub = newSub();
    const token = await idToken({ claims: { sub, email: newEmail('outra') } });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/usuario_candidato/',
      payload: candidatePayload({ google_id_token: token }),
    });
    expect(signup.statusCode).toBe(201);
    expect((await googleLogin(await idToken({ claims: { sub } }))).statusCode).toBe(404);
  });

  it('refuses a sign-up with a token that does not verify: 422 naming google_id_token', async () => {
    const email = newEmail('falso');
    const token = await idToken({ claims: { email }, key: otherKey });
    const res = await t.app.inject({
      method: 'POST',
      url: '/usuario_candidato/',
      payload: candidatePayload({ email, google_id_token: token }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: "Campo 'google_id_token': Token do Google inválido.",
      code: 'auth.google_token_invalid',
      errors: [{ field: 'google_id_token', code: 'field.invalid', message: 'Token do Google inválido.' }],
    });
    const rows = await t.app.db.select().from(usuarios).where(eq(usuarios.email, email));
    expect(rows).toHaveLength(0);
  });
});

describe('Google sign-in unavailable', () => {
  it('answers 503 without GOOGLE_CLIENT_ID', async () => {
    const off = await createTestApp({ env: { GOOGLE_JWKS_URL: jwksUrl } });
    try {
      const res = await googleLogin(await idToken(), '/api/v1/auth_google/login/google', off.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    } finally {
      await off.close();
    }
  });

  it("answers 503 when Google's keys cannot be fetched", async () => {
    const unreachable = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' },
    });
    try {
      const res = await googleLogin(await idToken(), '/auth_google/login/google', unreachable.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
    } finally {
      await unreachable.close();
    }
  });
});
