#!/usr/bin/env node
// `npm run bench:compare -- <git-ref>`: the working tree against <git-ref> on this machine, in
// alternating short rounds, so that a change of 10 % stands out of the machine's noise.
//
// The ref is checked out in a temporary git worktree (/tmp/rx-bench-ref-<sha>), given this
// checkout's node_modules through symbolic links when both lockfiles are equal (npm ci there
// otherwise), and its API is built there; the working tree's API is built here. One database is
// seeded (bench/seed.ts, reused when already seeded) and both servers answer from it. When the two
// sides' migrations differ, one schema cannot serve both (an older ref's queries would miss the
// newer indexes), so the ref gets its own database next to it (<name>_ref on PostgreSQL,
// <dir>-ref for PGlite), seeded by the ref's own bench/seed.ts; the output says so.
//
// Each round measures every case on both sides for BENCH_SECONDS (default 5) after a 1 s warm-up,
// ref then tree in odd rounds and tree then ref in even ones (A B, B A …), BENCH_ROUNDS rounds
// (default 6). On PostgreSQL both servers run side by side (one measured at a time) and a case's
// two measurements follow each other; PGlite opens its directory from one process at a time, so
// there each round starts one server, runs every case, stops it, then does the same with the other.
// Printed per case: median req/s and p99 of each side with their range over the rounds, and the
// tree/ref ratio of req/s (median of the rounds' paired ratios, with their range); 'faster' or
// 'slower' when every pair agrees, '~' otherwise. The hello-world case is the control: both sides
// run the same route, so its ratio shows what noise alone does.
//   DATABASE_URL=postgres://… BENCH_ONLY=list npm run bench:compare -- main
// BENCH_ONLY, BENCH_CONNECTIONS (32), BENCH_CANDIDATES (100,000), BENCH_VAGAS, BENCH_PORT (3099,
// the ref on the next port), BENCH_KEEP_REF=1 keeps the ref's worktree for the next run (reused).
// Results: bench/results/compare-*.json (`results` holds the working tree's medians).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from './lib.mjs';
import { summarise } from './stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const refArg = process.argv[2];
if (!refArg) {
  console.error('usage: npm run bench:compare -- <git-ref>   (e.g. main, HEAD~1, b47bb7e)');
  process.exit(2);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const candidates = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3099);
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const load = () => loadavg()[0].toFixed(1);
const log = (m) => process.stderr.write(`[compare] ${m}\n`);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const run = (cmd, args, cwd, env = {}) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} (in ${cwd}) failed`);
};

// 1. The ref's worktree, dependencies and build.
const sha = git('rev-parse', '--verify', `${refArg}^{commit}`);
const treeSha = git('rev-parse', 'HEAD');
const dirty = git('status', '--porcelain', '--untracked-files=no').length > 0;
const refDir = join(tmpdir(), `rx-bench-ref-${sha.slice(0, 12)}`);
const ready = join(refDir, '.bench-ready');

/** This checkout's node_modules in `dir`, entry by entry; the workspaces' links point at dir's own packages. */
function linkModules(dir) {
  const from = join(root, 'node_modules');
  const to = join(dir, 'node_modules');
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@app') {
      mkdirSync(join(to, entry), { recursive: true });
      for (const pkg of readdirSync(join(from, entry))) {
        const link = join(from, entry, pkg);
        if (lstatSync(link).isSymbolicLink()) symlinkSync(readlinkSync(link), join(to, entry, pkg));
      }
    } else symlinkSync(join(from, entry), join(to, entry));
  }
  // A workspace's own node_modules (versions that differ from the root's).
  for (const workspace of ['apps/api', 'apps/web', 'packages/shared']) {
    const own = join(root, workspace, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, workspace)))
      symlinkSync(own, join(dir, workspace, 'node_modules'));
  }
}

function prepareRef() {
  if (existsSync(ready)) {
    log(`reusing ${refDir} (${sha.slice(0, 12)})`);
    return;
  }
  if (existsSync(refDir)) {
    spawnSync('git', ['worktree', 'remove', '--force', refDir], { cwd: root });
    rmSync(refDir, { recursive: true, force: true });
  }
  log(`checking out ${refArg} (${sha.slice(0, 12)}) in ${refDir}`);
  git('worktree', 'add', '--detach', refDir, sha);
  const sameLock =
    readFileSync(join(refDir, 'package-lock.json'), 'utf8') ===
    readFileSync(join(root, 'package-lock.json'), 'utf8');
  if (sameLock) {
    log("same lockfile: linking this checkout's node_modules");
    linkModules(refDir);
  } else {
    log('lockfiles differ: npm ci in the ref worktree');
    run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], refDir);
  }
  writeFileSync(ready, `${sha}\n`);
}

function removeRef() {
  if (process.env.BENCH_KEEP_REF === '1') return log(`kept ${refDir} (BENCH_KEEP_REF=1)`);
  spawnSync('git', ['worktree', 'remove', '--force', refDir], { cwd: root });
  rmSync(refDir, { recursive: true, force: true });
}

/** A digest of a directory's files (names and contents). */
function digest(dir) {
  const hash = createHash('sha256');
  const visit = (d) => {
    if (!existsSync(d)) return;
    for (const entry of readdirSync(d).sort()) {
      const p = join(d, entry);
      if (lstatSync(p).isDirectory()) visit(p);
      else hash.update(`${p.slice(dir.length)}\0`).update(readFileSync(p));
    }
  };
  visit(dir);
  return hash.digest('hex');
}

// 2. Databases: one, or one per side when the schemas differ.
const migrations = (dir) => digest(join(dir, 'apps/api/src/db/migrations'));

async function ensurePgDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function seed(dir, db) {
  run(process.execPath, ['--import', 'tsx', 'bench/seed.ts'], dir, {
    BENCH_CANDIDATES: String(candidates),
    ...(db.url ? { DATABASE_URL: db.url } : { BENCH_DATA_DIR: db.dataDir }),
  });
}

// 3. Servers.
async function startServer(side) {
  // Another server on the port would be measured instead of ours.
  const taken = await fetch(`${side.base}/api/v1/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${side.port} is in use: set BENCH_PORT`);
  const env = { ...process.env, PORT: String(side.port), HOST: '127.0.0.1', ...lib.SERVER_ENV };
  if (side.db.url) {
    env.DATABASE_URL = side.db.url;
    env.DATA_DIR = mkdtempSync(join(tmpdir(), 'rx-compare-'));
  } else {
    delete env.DATABASE_URL;
    env.DATA_DIR = side.db.dataDir;
  }
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: side.dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  side.server = child;
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the ${side.label} server ended (${code}) before answering`)),
    ),
  );
  exited.catch(() => {});
  return Promise.race([lib.waitForHealth(side.base), exited]);
}
const stopServer = (side) =>
  new Promise((resolve) => {
    const child = side.server;
    side.server = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

async function measureSide(side, c, warmup) {
  const url = side.base + side.cases[c.name].path;
  const headers = side.cases[c.name].headers;
  await lib.measure(url, headers, warmup, connections);
  const l = load();
  const r = await lib.measure(url, headers, seconds, connections);
  side.samples[c.name].push({ ...r, load: l });
  log(`${side.label.padEnd(4)} ${c.name.padEnd(28)} ${Math.round(r.rps)} req/s, p99 ${r.p99} ms (load ${l})`);
}

async function prepareSide(side) {
  if (!side.token) side.token = await lib.retry(() => lib.clinicToken(side.base));
  const headers = { authorization: `Bearer ${side.token}` };
  for (const c of cases) side.cases[c.name] = await lib.prepareCase(side.base, c, headers);
}

const cases = lib.selectedCases();
const ref = { label: 'ref', dir: refDir, port: port + 1, cases: {}, samples: {} };
const tree = { label: 'tree', dir: root, port, cases: {}, samples: {} };
for (const side of [ref, tree]) {
  side.base = `http://127.0.0.1:${side.port}`;
  for (const c of cases) side.samples[c.name] = [];
}

const stopAll = () => Promise.all([stopServer(ref), stopServer(tree)]);
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

const startLoad = loadavg();
try {
  prepareRef();
  // The HTML cases are rendered by each side's own web app (its SSR bundle): without a build the
  // server answers the empty shell, and the ref would be measured on a page it does not render.
  if (cases.some((c) => c.html)) {
    log('building the web app of both sides (the HTML cases render it)');
    for (const dir of [refDir, root]) run('npm', ['run', 'build', '-w', '@app/web'], dir);
  }
  log('building the API of both sides');
  run(process.execPath, ['apps/api/build.mjs'], refDir);
  run(process.execPath, ['apps/api/build.mjs'], root);
  const sameSchema = migrations(refDir) === migrations(root);
  tree.db = databaseUrl
    ? { url: databaseUrl }
    : { dataDir: process.env.BENCH_DATA_DIR ?? join(root, 'data', 'bench') };
  if (sameSchema) ref.db = tree.db;
  else if (databaseUrl) {
    const u = new URL(databaseUrl);
    u.pathname = `${u.pathname}_ref_${sha.slice(0, 8)}`;
    ref.db = { url: u.toString() };
    await ensurePgDatabase(ref.db.url);
  } else ref.db = { dataDir: `${tree.db.dataDir}-ref-${sha.slice(0, 8)}` };
  if (!sameSchema)
    log(
      `the migrations differ: the ref runs on its own database (${ref.db.url ?? ref.db.dataDir}) seeded by its own bench/seed.ts`,
    );
  // The working tree's database too is created when missing (as the ref's is).
  if (databaseUrl) await ensurePgDatabase(databaseUrl);
  seed(root, tree.db);
  if (!sameSchema) seed(refDir, ref.db);

  if (databaseUrl) {
    await Promise.all([startServer(ref), startServer(tree)]);
    await prepareSide(ref);
    await prepareSide(tree);
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 ? [ref, tree] : [tree, ref];
      log(`round ${round} of ${rounds} (${order.map((s) => s.label).join(' then ')}), load ${load()}`);
      for (const c of cases) for (const side of order) await measureSide(side, c, round === 1 ? 3 : 1);
    }
  } else {
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 ? [ref, tree] : [tree, ref];
      log(`round ${round} of ${rounds} (${order.map((s) => s.label).join(' then ')}), load ${load()}`);
      for (const side of order) {
        await startServer(side);
        await prepareSide(side);
        for (const c of cases) await measureSide(side, c, 2);
        await stopServer(side);
      }
    }
  }

  // 4. The report.
  const summary = summarise(cases, ref, tree);
  const endLoad = loadavg();
  const fmt = (l) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `\n${engine}, ${candidates.toLocaleString('en')} published candidates, ${connections} connections, ${rounds} rounds of ${seconds} s per case and side, ${cpus().length} CPUs` +
      `\nref  ${refArg} = ${sha.slice(0, 12)}${sameSchema ? '' : ' (own database: the migrations differ)'}` +
      `\ntree ${treeSha.slice(0, 12)}${dirty ? ' + uncommitted changes' : ''}` +
      `\nload average ${fmt(startLoad)} at the start, ${fmt(endLoad)} at the end; 1-minute load during the cases ${summary.loadRange}`,
  );
  console.table(summary.rows);
  console.log(
    "ratio: tree req/s / ref req/s, median of the rounds' pairs [lowest–highest pair] (k/n: only k rounds without errors on both sides); 'faster'/'slower' when every pair agrees.",
  );
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  const file = join(
    out,
    `compare-${engine.toLowerCase()}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const sideJson = (side, s) => ({ dir: side.dir, samples: side.samples, results: summary.results[s] });
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        engine,
        candidates,
        connections,
        duration: seconds,
        rounds,
        ref: { name: refArg, sha, sameDatabase: sameSchema, ...sideJson(ref, 'ref') },
        tree: { sha: treeSha, dirty, ...sideJson(tree, 'tree') },
        results: summary.results.tree,
        comparison: summary.comparison,
        load: { start: startLoad, end: endLoad },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`results: ${file}`);
} finally {
  await stopAll();
  removeRef();
}
