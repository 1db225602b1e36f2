#!/usr/bin/env node
// `node bench/login-time.mjs` (after `npm run build -w @app/api`): the cost of a login, which is
// dominated by argon2id (m=19456 KiB, t=2, p=1). Starts the built API on a fresh DATA_DIR (or
// DATABASE_URL when set), registers one candidate and measures, one request at a time, logins
// with the right password, a wrong password and an unknown e-mail (the last two must take about
// as long as the first: the answer time must not reveal which accounts exist); then the login
// throughput with BENCH_CONNECTIONS parallel clients. Never part of the tests.
import { cpus } from 'node:os';
import { randomCpf as cpf } from '@app/shared/testing';
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server.mjs';

const { base, ready, stop } = startBuiltServer({
  port: process.env.BENCH_PORT ?? '3098',
  name: 'login',
  env: { LOGIN_RATE_LIMIT_IP: '1000000', LOGIN_RATE_LIMIT_IDENTIFIER: '1000000' },
});
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);

const post = (path, body) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function timeLogins(label, body, status) {
  const ms = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const res = await post('/api/v1/usuarios/login', body);
    await res.arrayBuffer();
    ms.push(performance.now() - start);
    if (res.status !== status) throw new Error(`${label}: expected ${status}, got ${res.status}`);
  }
  ms.sort((a, b) => a - b);
  const pick = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  return {
    case: label,
    'mean ms': (ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1),
    'p50 ms': pick(0.5),
    'p95 ms': pick(0.95),
  };
}

try {
  await ready();
  const email = `bench.${Date.now()}@exemplo.com.br`;
  const senha = 'senha-bench-123';
  const signup = await post('/api/v1/usuario_candidato', {
    nome: 'Bench',
    email,
    telefone: '11987654321',
    cpf: cpf(),
    tipo_profissao: 'TSB',
    senha,
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);

  const rows = [
    await timeLogins('right password', { email, senha }, 200),
    await timeLogins('wrong password', { email, senha: 'errada-123' }, 401),
    await timeLogins('unknown e-mail', { email: `x${email}`, senha }, 401),
  ];
  console.log(`\nLogin latency, one request at a time (${rounds} each), ${cpus().length} CPUs`);
  console.table(rows);

  const r = await autocannon({
    url: `${base}/api/v1/usuarios/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
    connections,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
  console.log(`\nThroughput with ${connections} connections`);
  console.table([
    {
      'logins/s': r.requests.average,
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.non2xx,
    },
  ]);
} finally {
  stop();
}
