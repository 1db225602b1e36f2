import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../src/db/schema';
import {
  bearer,
  loginToken,
  maskCpf,
  newCpf,
  newEmail,
  PASSWORD,
  registerCandidate,
  registerClinic,
} from './factories';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;

beforeAll(async () => {
  // Limits high enough for these tests; the rate limits have their own app below.
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT_IP: '1000', LOGIN_RATE_LIMIT_IDENTIFIER: '1000' } });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const INVALID_CREDENTIALS = { detail: 'Credenciais inválidas.', code: 'auth.invalid_credentials' };

describe('POST /api/v1/usuarios/login', () => {
  let candidate: Awaited<ReturnType<typeof registerCandidate>>;
  let clinic: Awaited<ReturnType<typeof registerClinic>>;
  beforeAll(async () => {
    candidate = await registerCandidate(t.app);
    clinic = await registerClinic(t.app);
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/usuarios/me', headers: bearer(token) });

  it('logs in by e-mail (any case) at both paths and the token opens /usuarios/me', async () => {
    for (const url of ['/api/v1/usuarios/login', '/usuarios/login', '/usuarios/login/']) {
      const res = await post(url, { email: ` ${candidate.payload.email.toUpperCase()} `, senha: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        token_type: 'bearer',
      });
      const who = await me(body.access_token);
      expect(who.json()).toEqual({
        id: candidate.record.id,
        tipo_usuario: 'candidato',
        email: candidate.payload.email,
        nome: 'Maria da Silva',
        nome_fantasia: null,
      });
    }
  });

  it('logs in by CPF, masked or bare', async () => {
    const digits = candidate.record.cpf;
    for (const cpf of [digits, maskCpf(digits)]) {
      const token = await loginToken(t.app, cpf);
      expect((await me(token)).json().id).toBe(candidate.record.id);
    }
  });

  it('logs a clinic in, whose /usuarios/me has nome_fantasia', async () => {
    const token = await loginToken(t.app, clinic.payload.email);
    const res = await t.app.inject({ method: 'GET', url: '/usuarios/me', headers: bearer(token) });
    expect(res.json()).toEqual({
      id: clinic.record.id,
      tipo_usuario: 'clinica',
      email: clinic.payload.email,
      nome: null,
      nome_fantasia: 'Clínica Sorriso',
    });
  });

  it('answers the same 401 for a wrong password, an unknown account and an unknown CPF', async () => {
    const answers = await Promise.all([
      post('/api/v1/usuarios/login', { email: candidate.payload.email, senha: 'errada-123' }),
      post('/api/v1/usuarios/login', { email: newEmail('ninguem'), senha: PASSWORD }),
      post('/api/v1/usuarios/login', { email: maskCpf(newCpf()), senha: PASSWORD }),
      post('/api/v1/usuarios/login', { email: '123', senha: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('refuses an account without password (Google only) with the same 401', async () => {
    const email = newEmail('google');
    await t.app.db
      .insert(usuarios)
      .values({ tipo_usuario: 'candidato', email, senha_hash: null, google_sub: `sub-${email}` });
    const res = await post('/api/v1/usuarios/login', { email, senha: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('answers 422 naming the empty field', async () => {
    const res = await post('/api/v1/usuarios/login', { email: '', senha: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe("Campo 'email': Informe o e-mail ou CPF.");
    const noPassword = await post('/api/v1/usuarios/login', { email: 'a@b.com' });
    expect(noPassword.json().detail).toBe("Campo 'senha': Informe a senha.");
  });
});

describe('login rate limits', () => {
  let limited: TestApp;
  const TOO_MANY = {
    detail: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    code: 'rate_limited',
  };
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGIN_RATE_LIMIT_IDENTIFIER: '3', LOGIN_RATE_LIMIT_IP: '12' } });
  });
  afterAll(() => limited?.close());

  const attempt = (email: string, senha: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: { email, senha },
      remoteAddress,
    });

  it('refuses an address after N failures on one account, while the owner signs in from another', async () => {
    const { payload } = await registerCandidate(limited.app);
    for (let i = 0; i < 3; i++) {
      const res = await attempt(
        i === 1 ? payload.email.toUpperCase() : payload.email,
        `errada-${i}`,
        '10.0.0.1',
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt(payload.email, PASSWORD, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The failures of 10.0.0.1 do not lock the account out for anyone else.
    expect((await attempt(payload.email, PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts e-mail and CPF (masked or bare) of one account as one', async () => {
    const { payload, record } = await registerCandidate(limited.app);
    const ip = '10.0.1.1';
    expect((await attempt(payload.email, 'errada-1', ip)).statusCode).toBe(401);
    expect((await attempt(record.cpf, 'errada-2', ip)).statusCode).toBe(401);
    expect((await attempt(maskCpf(record.cpf), 'errada-3', ip)).statusCode).toBe(401);
    expect((await attempt(payload.email, PASSWORD, ip)).json()).toEqual(TOO_MANY);
    expect((await attempt(maskCpf(record.cpf), PASSWORD, ip)).json()).toEqual(TOO_MANY);
  });

  it('counts failures only: a success clears its address, so a user who mistypes is not locked', async () => {
    const { payload } = await registerCandidate(limited.app);
    const ip = '10.0.2.1';
    for (let round = 0; round < 3; round++) {
      expect((await attempt(payload.email, 'errada-1', ip)).statusCode).toBe(401);
      expect((await attempt(payload.email, 'errada-2', ip)).statusCode).toBe(401);
      expect((await attempt(payload.email, PASSWORD, ip)).statusCode).toBe(200);
    }
  });

  it('answers 429 after N failures on an unknown identifier from one address', async () => {
    const email = newEmail('desconhecido');
    for (let i = 0; i < 3; i++) expect((await attempt(email, 'x', '10.0.3.1')).statusCode).toBe(401);
    expect((await attempt(email.toUpperCase(), 'x', '10.0.3.1')).json()).toEqual(TOO_MANY);
    expect((await attempt(email, 'x', '10.0.3.2')).statusCode).toBe(401);
  });

  it('answers 429 after N attempts from one IP, whatever the identifier; other IPs go on', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await attempt(newEmail('ip'), 'qualquer', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await attempt(newEmail('ip'), 'qualquer', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await attempt(newEmail('ip'), 'qualquer', '10.9.9.10')).statusCode).toBe(401);
  });
});
