#!/usr/bin/env node
// `npm run bench`: seeds the database with BENCH_CANDIDATES published candidates (default
// 100,000; bench/seed.ts, reused when already there), starts the built server (scripts/start.mjs)
// and measures it with autocannon: the clinics' candidate list in four cases, the public job
// postings in three (BENCH_VAGAS open postings, default 20,000) and, as a baseline, the
// hello-world route GET /api/v1/ping of the same server. BENCH_ONLY=vagas runs only the cases
// whose name starts so (and the baseline). On PostgreSQL the candidate list (no filter) is measured
// again with two worker processes (WEB_CONCURRENCY=2) in the same run, beside its one-process
// figure (BENCH_ONLY=workers: only that comparison). Never part of the tests.
//   npm run bench                                   PGlite in ./data/bench (BENCH_DATA_DIR)
//   DATABASE_URL=postgres://… npm run bench         that PostgreSQL database (empty or seeded by this)
// BENCH_SECONDS (20), BENCH_CONNECTIONS (32), BENCH_PORT (3099); results also go to bench/results/.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cnpjOf } from '@app/shared/testing';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.BENCH_PORT ?? '3099';
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const candidates = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl
  ? mkdtempSync(join(tmpdir(), 'rx-bench-'))
  : (process.env.BENCH_DATA_DIR ?? join(root, 'data', 'bench'));
const base = `http://127.0.0.1:${port}`;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';

// 1. Seed (a separate process: PGlite's data directory is opened by one process at a time).
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BENCH_CANDIDATES: String(candidates), BENCH_DATA_DIR: dataDir },
});
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

// 2. The server, built if needed.
const startServer = (env = {}) =>
  spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
  });
const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
let server = startServer();

async function waitForHealth() {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function call(method, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** A clinic session for the Authorization header (a new benchmark clinic each run). */
async function clinicToken() {
  const stamp = Date.now();
  const email = `bench.clinica.${stamp}@bench.exemplo.com.br`;
  const senha = 'bench-senha-forte-123';
  await call('POST', '/api/v1/usuario_clinica', {
    nome_fantasia: 'Clínica Benchmark',
    cnpj: cnpjOf(stamp % 90_000_000),
    telefone: '11333344445',
    email,
    senha,
  });
  return (await call('POST', '/api/v1/usuarios/login', { email, senha })).access_token;
}

/** Tries again for up to 15 s (the server may still be shedding the previous case's load). */
async function retry(fn) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= 15) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const list = '/api/v1/usuario_candidato/full';
const cases = [
  { name: 'hello world (GET /api/v1/ping)', path: '/api/v1/ping', hello: true },
  { name: 'list: no filter', path: `${list}?page=1&size=50` },
  { name: 'list: profession and state', path: `${list}?tipos_profissao=TSB&estados=SP&page=1&size=50` },
  { name: 'list: equipment', path: `${list}?equipamentos=Vatech&page=1&size=50` },
  { name: 'list: page 50', path: `${list}?page=50&size=50` },
  // Job postings: public, no session.
  { name: 'vagas: no filter', path: '/api/v1/vagas', public: true },
  { name: 'vagas: profession and state', path: '/api/v1/vagas?tipos_profissao=TSB&estados=SP', public: true },
  { name: 'vagas: one posting', path: '/api/v1/vagas/{id}', public: true },
].filter(
  (c) =>
    !process.env.BENCH_ONLY ||
    c.hello ||
    c.name.startsWith(process.env.BENCH_ONLY) ||
    (process.env.BENCH_ONLY === 'workers' && c.name === 'list: no filter'),
);
const workersCase = cases.find((c) => c.name === 'list: no filter');

const measure = (url, headers, seconds) =>
  autocannon({ url, connections, duration: seconds, headers, timeout: 10 });

try {
  await waitForHealth();
  const headers = { authorization: `Bearer ${await clinicToken()}` };
  const rows = [];
  const results = [];
  let hello = 0;
  for (const c of cases) {
    const caseHeaders = c.hello || c.public ? {} : headers;
    if (c.path.includes('{id}')) {
      const newest = await retry(() => call('GET', '/api/v1/vagas?size=1'));
      c.path = c.path.replace('{id}', String(newest.items[0].id));
    }
    if (!c.hello) {
      const page = await retry(() => call('GET', c.path, undefined, caseHeaders));
      if (page.items) c.name += ` (${page.items.length} of ${page.total})`;
    }
    await measure(base + c.path, caseHeaders, 2); // warm-up
    const load = loadavg()[0].toFixed(1);
    const r = await measure(base + c.path, caseHeaders, duration);
    const rps = r.requests.average;
    if (c.hello) hello = rps;
    const errors = r.errors + r.timeouts + r.non2xx;
    results.push({ case: c.name, path: c.path, rps, p50: r.latency.p50, p99: r.latency.p99, errors, load });
    rows.push({
      case: c.name,
      'req/s': Math.round(rps),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors,
      'vs hello': c.hello ? '1.00' : (rps / hello).toFixed(2),
      'load avg': load,
    });
  }
  console.log(
    `\n${engine}, ${candidates.toLocaleString('en')} published candidates, ${Number(process.env.BENCH_VAGAS ?? 20_000).toLocaleString('en')} open postings, ${connections} connections, ${duration} s per case, ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
  if (databaseUrl && workersCase) {
    // The same candidate list with two worker processes (cluster mode) on the same machine.
    const one = results.find((r) => r.case.startsWith('list: no filter'));
    await stopServer(server);
    server = startServer({ WEB_CONCURRENCY: '2' });
    await waitForHealth();
    const workerHeaders = { authorization: `Bearer ${await clinicToken()}` };
    await measure(base + workersCase.path, workerHeaders, 2);
    const load = loadavg()[0].toFixed(1);
    const r = await measure(base + workersCase.path, workerHeaders, duration);
    const two = {
      case: `${one.case}, 2 workers`,
      path: workersCase.path,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      load,
      workers: 2,
    };
    results.push(two);
    console.log('\nThe candidate list (no filter) with 1 and with 2 worker processes (WEB_CONCURRENCY):');
    console.table(
      [
        { workers: 1, ...one },
        { workers: 2, ...two },
      ].map((x) => ({
        workers: x.workers,
        'req/s': Math.round(x.rps),
        'p50 ms': x.p50,
        'p99 ms': x.p99,
        errors: x.errors,
        'load avg': x.load,
      })),
    );
  }
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${engine.toLowerCase()}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ engine, candidates, connections, duration, results }, null, 2)}\n`);
  console.log(`results: ${file}`);
} finally {
  await stopServer(server);
}
