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

const INVALID_CREDENTIALS = { detail: 'Credenciais inválidas.' };

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
  const TOO_MANY = { detail: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' };
  beforeAll(async () => {
    limited = await createTestApp({ env: { LOGIN_RATE_LIMIT_IDENTIFIER: '3', LOGIN_RATE_LIMIT_IP: '5' } });
  });
  afterAll(() => limited?.close());

  const attempt = (email: string, senha: string, remoteAddress: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/v1/usuarios/login',
      payload: { email, senha },
      remoteAddress,
    });

  it('answers 429 after N attempts on one identifier (any case or mask), even with the right password', async () => {
    const { payload, record } = await registerCandidate(limited.app);
    expect((await attempt(payload.email, 'errada-1', '10.0.0.1')).statusCode).toBe(401);
    expect((await attempt(payload.email.toUpperCase(), 'errada-2', '10.0.0.2')).statusCode).toBe(401);
    expect((await attempt(payload.email, PASSWORD, '10.0.0.3')).statusCode).toBe(200);
    const blocked = await attempt(payload.email, PASSWORD, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const cpf = record.cpf;
    for (const [i, id] of [cpf, maskCpf(cpf), cpf].entries()) {
      expect((await attempt(id, 'errada', `10.0.1.${i}`)).statusCode).toBe(401);
    }
    expect((await attempt(maskCpf(cpf), PASSWORD, '10.0.1.9')).json()).toEqual(TOO_MANY);
  });

  it('answers 429 after N attempts from one IP, whatever the identifier; other IPs go on', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt(newEmail('ip'), 'qualquer', '10.9.9.9')).statusCode).toBe(401);
    }
    const blocked = await attempt(newEmail('ip'), 'qualquer', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await attempt(newEmail('ip'), 'qualquer', '10.9.9.10')).statusCode).toBe(401);
  });
});
