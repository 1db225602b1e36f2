// A CPU profile of a built server (apps/api/dist/main.js of `dir`) under one case of the bench:
// it starts the server with `node --cpu-prof`, signs a benchmark clinic in, warms up 3 s, loads
// it with 32 connections for `seconds` and stops it, which writes the profile into `profile-dir`.
// Summarise it with bench/cpu-profile-top.mjs. The database must be seeded (bench/seed.ts).
//   DATABASE_URL=postgres://… node bench/profile.mjs . 3201 /tmp/prof '/api/v1/usuario_candidato/full?page=1&size=50' 10
//   BENCH_DATA_DIR=data/bench node bench/profile.mjs …   (PGlite, seeded by bench/seed.ts)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as lib from './lib.mjs';

const [
  dir = '.',
  port = '3201',
  profDir = 'cpu-profiles',
  path = '/api/v1/usuario_candidato/full?page=1&size=50',
  secs = '10',
] = process.argv.slice(2);
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profDir}`, 'apps/api/dist/main.js'], {
  cwd: dir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    ...lib.SERVER_ENV,
    // PGlite: the seeded directory named by BENCH_DATA_DIR (an empty one otherwise).
    DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rx-prof-')),
  },
});
const base = `http://127.0.0.1:${port}`;
await lib.waitForHealth(base);
const token = await lib.clinicToken(base);
const headers = { authorization: `Bearer ${token}` };
await lib.measure(base + path, headers, 3, 32);
const r = await lib.measure(base + path, headers, Number(secs), 32);
console.log(JSON.stringify(r));
await new Promise((res) => {
  child.once('exit', res);
  child.kill('SIGTERM');
});
