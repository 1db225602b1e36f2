// The limits count across processes through Redis (REDIS_URL): two app instances (A and B) on one
// database and one Redis, the requests alternating between them, are refused at the same total as
// one process would refuse them — for the password-reset limits (per e-mail and per address), the
// sign-up limit, the upload limit, the proposal-request limit and the CEP-lookup limit. The same requests on two
// instances without REDIS_URL are all allowed (each counts only its own half), which shows that
// A and B share nothing but Redis here. Sign-in is proven across two real processes in
// outage/scale-out.test.ts.
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatePayload, createCandidate, newEmail, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helper';
import { multipart, PNG } from './multipart';
import { redisAnswers, testRedisUrl } from './redis-relay';

// A Redis database of this file's own (it runs on PGlite and on PostgreSQL at once), emptied first.
const REDIS = testRedisUrl({ pglite: 12, postgres: 13 });
const redisUp = await redisAnswers(REDIS);
if (!redisUp) console.warn(`shared-limits: SKIPPED — no Redis at ${REDIS.host} (set TEST_REDIS_URL).`);

const LIMITS = {
  RESET_RATE_LIMIT_EMAIL: '3',
  RESET_RATE_LIMIT_IP: '4',
  SIGNUP_RATE_LIMIT_IP: '2',
  CONTACT_RATE_LIMIT_IP: '3',
  // Nothing listens there: no lookup leaves the machine (the requests below are refused before).
  CEP_LOOKUP_URL: 'http://127.0.0.1:9/ws/{cep}/json/',
};

interface Pair {
  a: TestApp;
  b: TestApp;
  /** A candidate signed in (its session valid on both: one database). */
  candidate: TestUser;
  close(): Promise<void>;
}

/** Two app instances on one database, sharing Redis when `redisUrl` is given. */
async function pair(redisUrl?: string): Promise<Pair> {
  const env = { ...LIMITS, REDIS_URL: redisUrl };
  const a = await createTestApp({ env });
  const b = await createTestApp({ env, database: a.database });
  const candidate = await createCandidate(a.app);
  return {
    a,
    b,
    candidate,
    close: async () => {
      await b.close();
      await a.close();
    },
  };
}

interface Limit {
  name: string;
  /** Requests allowed in the window, counted over every process. */
  allowed: number;
  /** The answer of an allowed request. */
  status: number;
  /** The 429 answer's detail. */
  refused: string;
  /** The i-th request of the sequence, sent to `app`. */
  send: (t: TestApp, i: number, candidate: TestUser) => Promise<LightMyRequestResponse>;
}

const forgot = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth_reset/forgot-password',
    query: { email },
    remoteAddress,
  });

const RESET_REFUSED =
  'Muitas solicitações de recuperação de senha. Aguarde alguns minutos e tente novamente.';
const limits: Limit[] = [
  {
    name: 'password reset per e-mail (RESET_RATE_LIMIT_EMAIL)',
    allowed: 3,
    status: 200,
    refused: RESET_REFUSED,
    send: (t, i) => forgot(t, 'limite.compartilhado@exemplo.com.br', `10.1.0.${i + 1}`),
  },
  {
    name: 'password reset per address (RESET_RATE_LIMIT_IP)',
    allowed: 4,
    status: 200,
    refused: RESET_REFUSED,
    send: (t) => forgot(t, newEmail('ip'), '10.2.0.1'),
  },
  {
    name: 'sign-up per address (SIGNUP_RATE_LIMIT_IP)',
    allowed: 2,
    status: 201,
    refused: 'Muitos cadastros feitos a partir deste endereço. Aguarde e tente novamente mais tarde.',
    send: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/usuario_candidato',
        payload: candidatePayload(),
        remoteAddress: '10.3.0.1',
      }),
  },
  {
    name: 'photo uploads per user (30 a minute)',
    allowed: 30,
    status: 201,
    refused: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    send: (t, _i, candidate) => {
      const body = multipart([
        { field: 'arquivo', filename: 'foto.png', contentType: 'image/png', data: PNG },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/arquivos/perfil/candidato/${candidate.id}`,
        headers: { ...candidate.headers, ...body.headers },
        payload: body.payload,
      });
    },
  },
  {
    name: 'proposal requests per address (CONTACT_RATE_LIMIT_IP)',
    allowed: 3,
    status: 201,
    refused: 'Muitas solicitações enviadas a partir deste endereço. Aguarde e tente novamente mais tarde.',
    send: (t) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contatos',
        remoteAddress: '10.4.0.1',
        payload: {
          nome: 'Dr. Paulo Lima',
          email: 'paulo.lima@clinicaexemplo.com.br',
          telefone: '(11) 98765-4321',
          clinica: 'Clínica Lima Radiologia',
          servico: 1,
          mensagem: 'Queremos um diagnóstico completo da clínica.',
          consentimento: true,
        },
      }),
  },
  {
    name: 'CEP lookups per address (60 a minute)',
    allowed: 60,
    // A CEP of 4 digits, refused without asking the provider: it counts all the same.
    status: 422,
    refused: 'Muitas consultas de CEP em pouco tempo. Aguarde um minuto e tente novamente.',
    send: (t) => t.app.inject({ method: 'GET', url: '/api/v1/cep/1234', remoteAddress: '10.5.0.1' }),
  },
];

/** `allowed + 1` requests of `limit`, alternating A and B; answers each one's status and body. */
async function alternate(p: Pair, limit: Limit) {
  const answers: { status: number; body: unknown }[] = [];
  for (let i = 0; i <= limit.allowed; i++) {
    const res = await limit.send(i % 2 === 0 ? p.a : p.b, i, p.candidate);
    answers.push({ status: res.statusCode, body: res.json() });
  }
  return answers;
}

describe.skipIf(!redisUp)('limits shared by two instances through Redis', () => {
  let p: Pair;
  let direct: Redis;
  beforeAll(async () => {
    direct = new Redis(REDIS.toString());
    await direct.flushdb();
    p = await pair(REDIS.toString());
  });
  afterAll(async () => {
    await p?.close();
    direct?.disconnect();
  });

  it('both instances count in Redis', () => {
    expect(p.a.app.redis?.status).toBe('ready');
    expect(p.b.app.redis?.status).toBe('ready');
  });

  it.each(limits)('$name: refused at the same total as in one process', async (limit) => {
    const answers = await alternate(p, limit);
    expect(answers.slice(0, limit.allowed).map((a) => a.status)).toEqual(
      Array(limit.allowed).fill(limit.status),
    );
    expect(answers[limit.allowed]).toEqual({
      status: 429,
      body: { detail: limit.refused, code: 'rate_limited' },
    });
  });
});

describe('the same requests on two instances without REDIS_URL', () => {
  let p: Pair;
  beforeAll(async () => {
    p = await pair();
  });
  afterAll(() => p?.close());

  it.each(limits)('$name: each instance counts alone, so the total allowed is higher', async (limit) => {
    const answers = await alternate(p, limit);
    expect(answers.map((a) => a.status)).toEqual(Array(limit.allowed + 1).fill(limit.status));
  });
});
