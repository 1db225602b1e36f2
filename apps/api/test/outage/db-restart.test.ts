// The API through PostgreSQL restarts and outages, on a real server: a throwaway cluster of its
// own (pg-cluster.ts), the real API process (src/main.ts through tsx) on it, and a steady load of
// sign-ups and reads while the cluster is restarted (-m fast) and then killed (-m immediate) and
// started again. The process must never exit, answers during the outage must be quick 503s with
// Retry-After (never a 500, never a hang), service must be back within 5 s of PostgreSQL
// accepting connections, and every acknowledged sign-up must be stored, whole.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOADED_MESSAGE } from '../../src/plugins/security';
import { candidatePayload } from '../factories';
import { createPgCluster, findPgBin, freePort, type PgCluster } from './pg-cluster';

const PG_BIN = findPgBin();
if (!PG_BIN)
  console.warn(
    'db-restart: SKIPPED — no PostgreSQL binaries (initdb, pg_ctl, postgres, pg_isready) found; ' +
      'install PostgreSQL or set PG_BIN to run the outage test.',
  );

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const CONNECT_TIMEOUT_MS = 2_000;
/** No answer may take longer than the connection timeout plus this (hashing, a busy CI machine). */
const LATENCY_MARGIN_MS = 3_000;
const RECOVERY_LIMIT_MS = 5_000;
/** How long the cluster stays down after the abrupt stop; OUTAGE_DOWN_MS=60000 for the minute-long
 * outage (run by hand, not in CI). */
const DOWN_MS = Number(process.env.OUTAGE_DOWN_MS ?? 4_000);
const PASSWORD = 'Radiografia#2026-Segura';
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

type Kind = 'signup' | 'health' | 'me' | 'page';
interface Sample {
  kind: Kind;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  body: string;
  email?: string;
}

let cluster: PgCluster;
let api: ChildProcess;
let apiOutput = '';
let apiExit: string | null = null;
let baseUrl = '';
let root = '';

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}\n--- API output ---\n${apiOutput.slice(-4000)}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function request(kind: Kind, path: string, init: RequestInit = {}, email?: string): Promise<Sample> {
  const start = Date.now();
  try {
    const res = await fetch(baseUrl + path, { ...init, signal: AbortSignal.timeout(20_000) });
    const body = await res.text();
    return {
      kind,
      start,
      end: Date.now(),
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body,
      email,
    };
  } catch (err) {
    // 0: no HTTP answer at all (refused, reset, or our 20 s abort).
    return { kind, start, end: Date.now(), status: 0, retryAfter: null, body: String(err), email };
  }
}

const signup = () => {
  const payload = candidatePayload({ senha: PASSWORD });
  return request(
    'signup',
    '/api/v1/usuario_candidato',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
    payload.email as string,
  );
};

/** Polls pg_isready from `since` and resolves with the first moment the cluster accepts connections. */
async function readyAfter(operation: Promise<void>): Promise<number> {
  let done = false;
  operation.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  let sawDown = false;
  for (;;) {
    const before = Date.now();
    const ready = await cluster.isReady();
    if (ready && (sawDown || done)) {
      await operation;
      return before;
    }
    if (!ready) sawDown = true;
    await sleep(50);
  }
}

describe.skipIf(!PG_BIN)('the API through PostgreSQL restarts and outages', () => {
  beforeAll(async () => {
    cluster = await createPgCluster(PG_BIN as string);
    root = mkdtempSync(join(tmpdir(), 'rx-api-outage-'));
    // A tiny built web app (a prerendered /home and the SPA fallback), or the real build when
    // OUTAGE_WEB_DIST_DIR names it (apps/web/dist after `npm run build`).
    let dist = process.env.OUTAGE_WEB_DIST_DIR ?? '';
    if (!dist) {
      dist = join(root, 'web-dist');
      mkdirSync(join(dist, 'home'), { recursive: true });
      writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><body>spa</body></html>');
      writeFileSync(
        join(dist, 'home', 'index.html'),
        '<!doctype html><html lang="pt-BR"><body>home</body></html>',
      );
    }
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = spawn(process.execPath, ['--import', TSX, join(API_DIR, 'src', 'main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url,
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        DATA_DIR: join(root, 'data'),
        WEB_DIST_DIR: dist,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SESSION_CACHE_SECONDS: '0',
        SIGNUP_RATE_LIMIT_IP: '100000',
        LOGIN_RATE_LIMIT_IP: '100000',
        LOGIN_RATE_LIMIT_IDENTIFIER: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => {
      apiOutput += chunk.toString();
    };
    api.stdout?.on('data', collect);
    api.stderr?.on('data', collect);
    api.on('exit', (code, signal) => {
      apiExit = `exit code ${code}, signal ${signal}`;
    });
    await waitFor(
      async () => (await request('health', '/api/v1/health')).status === 200,
      45_000,
      'the API to start',
    );
  }, 120_000);

  afterAll(async () => {
    if (api && apiExit === null) {
      api.kill('SIGTERM');
      await new Promise((r) => {
        api.once('exit', r);
        setTimeout(r, 5_000);
      });
    }
    await cluster?.destroy();
    if (root) rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it(
    'stays up, answers 503 quickly during the outage, recovers within 5 s and loses no acknowledged write',
    async () => {
      // A signed-up user for the authenticated read (GET /usuarios/me reads the session and the user).
      const first = await signup();
      expect(first.status, first.body).toBe(201);
      const login = await request('me', '/api/v1/usuarios/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: first.email, senha: PASSWORD }),
      });
      expect(login.status, login.body).toBe(200);
      const token = (JSON.parse(login.body) as { access_token: string }).access_token;

      const samples: Sample[] = [first];
      let running = true;
      const writer = async () => {
        while (running) samples.push(await signup());
      };
      const reader = async () => {
        const reads: [Kind, string, RequestInit?][] = [
          ['health', '/api/v1/health'],
          ['me', '/api/v1/usuarios/me', { headers: { authorization: `Bearer ${token}` } }],
          ['page', '/home', { headers: { accept: 'text/html' } }],
          ['page', '/vagas', { headers: { accept: 'text/html' } }],
        ];
        for (let i = 0; running; i++) {
          const [kind, path, init] = reads[i % reads.length] as [Kind, string, RequestInit?];
          samples.push(await request(kind, path, init));
          await sleep(20);
        }
      };
      const load = Promise.all([writer(), writer(), writer(), reader()]);

      await sleep(2_500);
      // 1. A routine restart.
      const restartAt = Date.now();
      const readyAfterRestart = await readyAfter(cluster.restartFast());
      await sleep(3_500);
      // 2. An abrupt stop, a few seconds down, then a start (crash recovery).
      const stopAt = Date.now();
      await cluster.stopImmediate();
      const downFrom = Date.now();
      await sleep(DOWN_MS);
      const downUntil = Date.now();
      const readyAfterCrash = await readyAfter(cluster.start());
      await sleep(RECOVERY_LIMIT_MS + 1_000);
      running = false;
      await load;

      const report = () =>
        `--- API output ---\n${apiOutput.slice(-6000)}\n--- PostgreSQL log (tail) ---\n${cluster.log().slice(-2000)}`;

      // The process never exited.
      expect(apiExit, report()).toBeNull();
      expect(api.exitCode, report()).toBeNull();

      // Every request got an HTTP answer; never a 500 (or any 5xx but 503); never slower than the bound.
      const unanswered = samples.filter((s) => s.status === 0);
      expect(
        unanswered.map((s) => `${s.kind} ${s.body}`),
        report(),
      ).toEqual([]);
      const serverErrors = samples.filter((s) => s.status >= 500 && s.status !== 503);
      expect(
        serverErrors.map((s) => `${s.kind} ${s.status} ${s.body}`),
        report(),
      ).toEqual([]);
      const slow = samples.filter((s) => s.end - s.start > CONNECT_TIMEOUT_MS + LATENCY_MARGIN_MS);
      expect(slow.map((s) => `${s.kind} ${s.status} ${s.end - s.start} ms`)).toEqual([]);
      const otherStatuses = samples.filter((s) => ![200, 201, 503].includes(s.status));
      expect(otherStatuses.map((s) => `${s.kind} ${s.status} ${s.body}`)).toEqual([]);

      // Every 503 says why in Portuguese and when to retry (the database is unavailable; or, on
      // a saturated machine, the load shedding of security.ts).
      const unavailable = samples.filter((s) => s.status === 503);
      for (const s of unavailable) {
        expect(s.retryAfter, `${s.kind} ${s.body}`).toMatch(/^\d+$/);
        expect([UNAVAILABLE, OVERLOADED_MESSAGE]).toContain(
          (JSON.parse(s.body) as { detail?: string }).detail,
        );
      }
      // While the cluster was down, the API said so: 503s, the health check naming the database…
      const duringCrash = samples.filter((s) => s.start >= downFrom && s.end <= downUntil);
      const dbDuringCrash = duringCrash.filter((s) => s.kind !== 'page');
      expect(dbDuringCrash.length).toBeGreaterThan(0);
      expect(dbDuringCrash.every((s) => s.status === 503)).toBe(true);
      const health = duringCrash.filter((s) => s.kind === 'health');
      expect(health.length).toBeGreaterThan(0);
      for (const s of health)
        expect(JSON.parse(s.body)).toMatchObject({ status: 'error', database: 'indisponível' });
      // …while pages that do not need the database kept being served.
      const pages = duringCrash.filter((s) => s.kind === 'page');
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.every((s) => s.status === 200)).toBe(true);

      // Service is back by itself within 5 s of PostgreSQL accepting connections, both times.
      const recovery = (readyAt: number, kind: Kind) => {
        const ok = samples
          .filter((s) => s.kind === kind && s.end >= readyAt && s.status >= 200 && s.status < 300)
          .sort((a, b) => a.end - b.end)[0];
        return ok ? ok.end - readyAt : Number.POSITIVE_INFINITY;
      };
      const measured = {
        restart: {
          signup: recovery(readyAfterRestart, 'signup'),
          health: recovery(readyAfterRestart, 'health'),
        },
        crash: { signup: recovery(readyAfterCrash, 'signup'), health: recovery(readyAfterCrash, 'health') },
      };
      const late = samples.filter(
        (s) =>
          s.kind !== 'page' &&
          s.status === 503 &&
          ((s.start >= readyAfterRestart + RECOVERY_LIMIT_MS && s.start < stopAt) ||
            s.start >= readyAfterCrash + RECOVERY_LIMIT_MS),
      );
      const counts = (from: number, to: number) => {
        const window = samples.filter((s) => s.start >= from && s.start < to);
        return `${window.length} requests, ${window.filter((s) => s.status === 503).length} × 503`;
      };
      console.info(
        `db-restart: ${samples.length} requests; recovery after the restart ${measured.restart.signup} ms ` +
          `(sign-up) / ${measured.restart.health} ms (health), after the crash ${measured.crash.signup} ms / ` +
          `${measured.crash.health} ms; restart window ${counts(restartAt, readyAfterRestart)}, ` +
          `crash window ${counts(stopAt, readyAfterCrash)}, ${pages.length} pages served while down; slowest answer ` +
          `${Math.max(...samples.map((s) => s.end - s.start))} ms, slowest 503 ` +
          `${Math.max(0, ...unavailable.map((s) => s.end - s.start))} ms`,
      );
      for (const phase of [measured.restart, measured.crash])
        for (const ms of Object.values(phase)) expect(ms).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
      expect(late.map((s) => `${s.kind} at +${s.start - readyAfterCrash} ms`)).toEqual([]);

      // Every acknowledged sign-up is stored, whole; no request left half a sign-up behind.
      const acknowledged = samples.filter((s) => s.kind === 'signup' && s.status === 201).map((s) => s.email);
      expect(acknowledged.length).toBeGreaterThan(10);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      try {
        const stored = await client.query<{ email: string }>(
          `select u.email from usuarios u join candidatos c on c.usuario_id = u.id`,
        );
        const emails = new Set(stored.rows.map((r) => r.email.toLowerCase()));
        expect(acknowledged.filter((e) => !emails.has(String(e).toLowerCase()))).toEqual([]);
        // A sign-up that failed only after its commit reached the server is stored though it was
        // answered 503 (no client can tell); it is whole, and retrying it answers 409. Counted here.
        const storedAfter503 = samples.filter(
          (s) => s.kind === 'signup' && s.status === 503 && emails.has(String(s.email).toLowerCase()),
        ).length;
        console.info(`db-restart: ${storedAfter503} sign-up(s) answered 503 were stored after all`);
        const orphans = await client.query(
          `select u.email from usuarios u left join candidatos c on c.usuario_id = u.id
         where u.tipo_usuario = 'candidato' and c.usuario_id is null`,
        );
        expect(orphans.rows).toEqual([]);
      } finally {
        await client.end();
      }
    },
    120_000 + DOWN_MS,
  );
});
