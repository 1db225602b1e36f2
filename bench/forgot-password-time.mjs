#!/usr/bin/env node
// `node bench/forgot-password-time.mjs` (after `npm run build -w @app/api`): the answer time of
// POST /auth_reset/forgot-password for a registered and for an unknown e-mail, one request at a
// time, alternating. The two must not differ: the time must not tell which accounts exist.
// Starts the built API on a fresh DATA_DIR (or DATABASE_URL when set). Never part of the tests.
// BENCH_ROUNDS (200), BENCH_PORT (3097).
import { cpus } from 'node:os';
import { startBuiltServer } from './built-server.mjs';

const { base, ready, stop } = startBuiltServer({
  port: process.env.BENCH_PORT ?? '3097',
  name: 'forgot',
  env: { RESET_RATE_LIMIT_IP: '1000000', RESET_RATE_LIMIT_EMAIL: '1000000' },
});
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

async function timeOne(email) {
  const start = performance.now();
  const res = await fetch(`${base}/auth_reset/forgot-password?email=${encodeURIComponent(email)}`, {
    method: 'POST',
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`expected 200, got ${res.status}`);
  return performance.now() - start;
}

const stats = (label, ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
  return { case: label, 'p25 ms': pick(0.25), 'p50 ms': pick(0.5), 'p75 ms': pick(0.75) };
};

try {
  await ready();
  const email = `bench.${Date.now()}@exemplo.com.br`;
  const signup = await fetch(`${base}/api/v1/usuario_clinica`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      nome_fantasia: 'Clínica Bench',
      cnpj: '11222333000181',
      telefone: '1133334444',
      email,
      senha: 'cavalo bateria grampo',
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const known = [];
  const unknown = [];
  for (let i = 0; i < 20; i++) await timeOne(`aquecimento${i}@exemplo.com.br`);
  const settle = () => new Promise((r) => setTimeout(r, 40));
  for (let i = 0; i < rounds; i++) {
    // In random order, each after the background work of the previous one (the e-mail) is done.
    const knownFirst = Math.random() < 0.5;
    for (const isKnown of knownFirst ? [true, false] : [false, true]) {
      await settle();
      if (isKnown) known.push(await timeOne(email));
      else unknown.push(await timeOne(`ninguem.${i}.${Date.now()}@exemplo.com.br`));
    }
  }
  console.log(`\nForgot-password answer time, alternating, ${rounds} each, ${cpus().length} CPUs`);
  console.table([stats('registered e-mail', known), stats('unknown e-mail', unknown)]);
} finally {
  stop();
}
