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
import autocannon from 'autocannon';
import * as lib from './lib.mjs';

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
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', ...lib.SERVER_ENV, DATA_DIR: dataDir, ...env },
  });
const stopServer = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
let server = startServer();

const waitForHealth = () => lib.waitForHealth(base);
const clinicToken = () => lib.clinicToken(base);
const cases = lib.selectedCases();
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
    Object.assign(c, await lib.prepareCase(base, c, headers));
    const caseHeaders = c.headers;
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
