import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { redefinicoesSenha } from '../src/db/schema';
import { tokenHash } from '../src/modules/sessions/sessions.service';
import {
  bearer,
  candidatePayload,
  loginToken,
  newEmail,
  type OutboxMail,
  PASSWORD,
  readOutbox,
  registerCandidate,
  registerClinic,
  waitForOutbox,
} from './factories';
import { createTestApp, createTestDatabase, type TestApp } from './helper';

const PUBLIC_URL = 'https://rx.exemplo.com.br';
const REQUESTED = {
  detail: 'Se este e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
};
const INVALID_TOKEN = {
  detail: 'Token inválido ou expirado. Solicite a recuperação novamente.',
  code: 'auth.reset_token_invalid',
};
const CHANGED = { detail: 'Senha alterada com sucesso! Você já pode fazer login com a nova senha.' };
const TOO_MANY = {
  detail: 'Muitas solicitações de recuperação de senha. Aguarde alguns minutos e tente novamente.',
  code: 'rate_limited',
};
const NEW_PASSWORD = 'nova-senha-456';
const WEAK = 'Senha muito fácil de adivinhar. Use uma frase ou misture palavras, números e símbolos.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL, RESET_RATE_LIMIT_IP: '1000', RESET_RATE_LIMIT_EMAIL: '1000' },
  });
});
afterAll(() => t?.close());

const forgot = (email: string, url = '/auth_reset/forgot-password', app = t.app, remoteAddress?: string) =>
  app.inject({ method: 'POST', url, query: { email }, remoteAddress });
const reset = (token: string, nova_senha: string, url = '/auth_reset/reset-password') =>
  t.app.inject({ method: 'POST', url, query: { token, nova_senha } });
const login = (email: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/usuarios/login', payload: { email, senha } });

/** A drizzle database whose queries (any builder chain, when awaited) wait for `gate` first. */
function gated<T extends object>(target: T, gate: Promise<void>): T {
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object);
      if (key === 'then' && typeof value === 'function') {
        return (ok: unknown, fail: unknown) => gate.then(() => value.call(object, ok, fail));
      }
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = value.apply(object, args);
        return result && typeof result === 'object' ? gated(result, gate) : result;
      };
    },
  });
}

/** Asks for a reset of `email` and returns the token read from the e-mail in the outbox. */
async function requestToken(email: string, url?: string): Promise<string> {
  const res = await forgot(email, url);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(REQUESTED);
  const isNew = (m: OutboxMail) => m.to === email && !seen.has(m.file);
  const mail = (await waitForOutbox(t.config.dataDir, isNew)).find(isNew);
  expect(mail, 'the recovery e-mail').toBeDefined();
  seen.add(mail?.file ?? '');
  const token = /\/trocar_senha\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token as string;
}
const seen = new Set<string>();

describe('POST /auth_reset/forgot-password', () => {
  it('e-mails a link to /trocar_senha, in Portuguese, for a registered e-mail (both paths)', async () => {
    const { payload } = await registerCandidate(t.app);
    for (const url of ['/auth_reset/forgot-password', '/api/v1/auth_reset/forgot-password']) {
      const res = await forgot(payload.email.toUpperCase(), url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(REQUESTED);
      const isNew = (m: OutboxMail) => m.to === payload.email && !seen.has(m.file);
      const mail = (await waitForOutbox(t.config.dataDir, isNew)).find(isNew);
      seen.add(mail?.file ?? '');
      expect(mail?.to).toBe(payload.email);
      expect(mail?.subject).toBe('Redefinição de senha — RX Odonto');
      expect(mail?.text).toContain(`${PUBLIC_URL}/trocar_senha?token=`);
      expect(mail?.text).toContain('O link expira em 60 minutos');
      expect(mail?.text).toContain('ignore este e-mail');
      expect(mail?.html).toContain(`href="${PUBLIC_URL}/trocar_senha?token=`);
      const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      // Only the token's SHA-256 is stored, valid for 60 minutes.
      const [row] = await t.app.db
        .select()
        .from(redefinicoesSenha)
        .where(eq(redefinicoesSenha.token_hash, tokenHash(token)));
      const minutes = ((row?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
    }
  });

  it('answers the same for an unknown e-mail and writes no e-mail', async () => {
    const before = readOutbox(t.config.dataDir).length;
    const unknownEmail = newEmail('desconhecido');
    const unknown = await forgot(unknownEmail);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(REQUESTED);
    // A known address afterwards: once its e-mail is out, the unknown one has had time too.
    const { payload } = await registerClinic(t.app);
    await forgot(payload.email);
    const mails = await waitForOutbox(t.config.dataDir, (m) => m.to === payload.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.some((m) => m.to === unknownEmail)).toBe(false);
    for (const m of mails) seen.add(m.file);
  });

  it('answers before looking the e-mail up, so its time does not tell whether the account exists', async () => {
    const { payload } = await registerCandidate(t.app);
    // While the gate is shut, every query of app.db waits: an answer that came after the lookup
    // could not arrive.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const realDb = t.app.db;
    const app = t.app as unknown as { db: unknown };
    app.db = gated(realDb, gate);
    try {
      for (const email of [payload.email, newEmail('desconhecido')]) {
        const answer = await Promise.race([
          forgot(email),
          new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 3000)),
        ]);
        expect(answer === 'waiting' ? answer : answer.json()).toEqual(REQUESTED);
      }
    } finally {
      open();
      app.db = realDb;
    }
    const isNew = (m: OutboxMail) => m.to === payload.email && !seen.has(m.file);
    const mail = (await waitForOutbox(t.config.dataDir, isNew)).find(isNew);
    expect(mail?.subject).toBe('Redefinição de senha — RX Odonto');
    seen.add(mail?.file ?? '');
  });

  it.each(['', 'sem-arroba', 'a@b'])('answers 422 for the bad e-mail %j', async (email) => {
    const res = await forgot(email);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: 'Por favor, insira um e-mail válido.',
      code: 'validation.failed',
      errors: [
        { field: 'email', code: 'field.invalid_format', message: 'Por favor, insira um e-mail válido.' },
      ],
    });
  });

  it('accepts the e-mail in a JSON body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth_reset/forgot-password',
      payload: { email: newEmail('corpo') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUESTED);
  });
});

describe('POST /auth_reset/reset-password', () => {
  it('changes the password, ends every session, and the token works once', async () => {
    const { payload } = await registerCandidate(t.app);
    const sessionA = await loginToken(t.app, payload.email);
    const sessionB = await loginToken(t.app, payload.email);
    const token = await requestToken(payload.email);
    const otherToken = await requestToken(payload.email);

    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(CHANGED);

    for (const session of [sessionA, sessionB]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/usuarios/me', headers: bearer(session) });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reuse = await reset(token, 'outra-senha-789');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual(INVALID_TOKEN);
    // The other open token of the user was closed by the reset too.
    expect((await reset(otherToken, 'outra-senha-789')).json()).toEqual(INVALID_TOKEN);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works at /api/v1 and with a JSON body', async () => {
    const { payload } = await registerClinic(t.app);
    const token = await requestToken(payload.email, '/api/v1/auth_reset/forgot-password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth_reset/reset-password',
      payload: { token, nova_senha: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { payload } = await registerCandidate(t.app);
    const token = await requestToken(payload.email);
    await t.app.db
      .update(redefinicoesSenha)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(redefinicoesSenha.token_hash, tokenHash(token)));
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_TOKEN);
    expect((await login(payload.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a tampered, a missing or a made-up token', async () => {
    const { payload } = await registerCandidate(t.app);
    const token = await requestToken(payload.email);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, '', 'abc', 'x'.repeat(43)]) {
      const res = await reset(bad, NEW_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_TOKEN);
    }
    const noQuery = await t.app.inject({ method: 'POST', url: '/auth_reset/reset-password' });
    expect(noQuery.json()).toEqual(INVALID_TOKEN);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the one password rule of sign-ups (8 characters), naming nova_senha, keeping the token', async () => {
    const { payload } = await registerCandidate(t.app);
    const token = await requestToken(payload.email);
    const short = 'A senha deve ter pelo menos 8 caracteres.';
    for (const password of ['  abc  ', '12345', '123456', '1234567']) {
      const res = await reset(token, password);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: short,
        code: 'validation.failed',
        errors: [{ field: 'nova_senha', code: 'field.invalid', message: short }],
      });
      expect(res.body).not.toContain('6 caracteres');
    }
    // A sign-up answers the same sentence for the same password.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/usuario_candidato/',
      payload: { ...candidatePayload(), senha: '123456' },
    });
    expect(signup.json().errors).toEqual([{ field: 'senha', code: 'field.too_small', message: short }]);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['1234567', 'A senha deve ter pelo menos 8 caracteres.'],
    ['12345678', WEAK],
    ['senha123', WEAK],
    ['Tavorinha2024', WEAK],
  ])('answers 422 for the new password %j, keeping the token', async (password, detail) => {
    const { payload } = await registerCandidate(t.app, { nome: 'Zuleica Tavorinha' });
    const token = await requestToken(payload.email);
    const res = await reset(token, password);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail,
      code: 'validation.failed',
      errors: [{ field: 'nova_senha', code: 'field.invalid', message: detail }],
    });
    expect((await login(payload.email, password)).statusCode).toBe(401);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('recovery rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RESET_RATE_LIMIT_EMAIL: '2', RESET_RATE_LIMIT_IP: '4' } });
  });
  afterAll(() => limited?.close());

  it('answers 429 after N requests for one e-mail (any case), from any IP', async () => {
    const email = newEmail('limite');
    expect((await forgot(email, undefined, limited.app, '10.1.0.1')).statusCode).toBe(200);
    expect((await forgot(email.toUpperCase(), undefined, limited.app, '10.1.0.2')).statusCode).toBe(200);
    const blocked = await forgot(email, undefined, limited.app, '10.1.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('answers 429 after N requests from one IP, whatever the e-mail', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await forgot(newEmail('ip'), undefined, limited.app, '10.2.0.1')).statusCode).toBe(200);
    }
    const blocked = await forgot(newEmail('ip'), undefined, limited.app, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await forgot(newEmail('ip'), undefined, limited.app, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('request logs', () => {
  it('do not contain the reset token or the new password', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({
      config: t.config,
      database,
      logger: pino({ level: 'info' }, sink),
      underPressure: false,
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/auth_reset/reset-password?token=segredo-do-token&nova_senha=senha-secreta',
      });
      const log = lines.join('');
      expect(log).toContain('/auth_reset/reset-password?token=[redacted]&nova_senha=[redacted]');
      expect(log).not.toMatch(/segredo-do-token|senha-secreta/);
    } finally {
      await app.close();
      await drop();
    }
  });

  it('name the e-mail only by its kind and outbox file: no address, subject, link or token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { database, drop } = await createTestDatabase();
    const app = await buildApp({
      config: t.config,
      database,
      logger: pino({ level: 'info' }, sink),
      underPressure: false,
    });
    try {
      const email = newEmail('log');
      await registerCandidate(app, { email });
      expect((await forgot(email, undefined, app)).statusCode).toBe(200);
      const isMine = (m: OutboxMail) => m.to === email;
      const mail = (await waitForOutbox(t.config.dataDir, isMine)).find(isMine);
      const token = /\/trocar_senha\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await app.close();
      const entries = lines
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      const written = entries.find((e) => e.msg === 'e-mail written to the outbox (no SMTP_URL)');
      expect(written).toMatchObject({ kind: 'password-reset', outboxFile: mail?.file.split('/').pop() });
      const log = lines.join('');
      expect(log).not.toContain(token);
      expect(log).not.toContain('trocar_senha');
      expect(log.toLowerCase()).not.toContain(email.toLowerCase());
      expect(log).not.toContain(mail?.subject ?? 'no subject');
    } finally {
      await app.close();
      await drop();
    }
  });
});
