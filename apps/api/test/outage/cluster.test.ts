// Cluster mode on a real server: WEB_CONCURRENCY=2 on PostgreSQL starts a primary and two worker
// processes that share the port; a worker killed with SIGKILL is replaced while the other keeps
// answering; SIGTERM stops them all. On the embedded database the server refuses to start.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../server-process';
import { createPgCluster, findPgBin, freePort, type PgCluster } from './pg-cluster';

const PG_BIN = findPgBin();
let bundle: { entry: string; remove: () => void };
let root = '';

beforeAll(async () => {
  bundle = await buildServer();
  root = mkdtempSync(join(tmpdir(), 'rx-cluster-'));
  mkdirSync(join(root, 'web'), { recursive: true });
  writeFileSync(join(root, 'web', 'index.html'), '<!doctype html><html lang="pt-BR"><body>spa</body></html>');
}, 120_000);
afterAll(() => {
  bundle?.remove();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent's pid; the name (field 2) is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // The process ended while the folder was read.
    }
  }
  return found;
}

async function until(check: () => boolean | Promise<boolean>, what: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${output().slice(-3000)}`);
}

function start(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [bundle.entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: join(root, 'web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit, output: () => output };
}

describe('WEB_CONCURRENCY', () => {
  it('refuses more than one process on the embedded database, saying why', async () => {
    const server = start({
      WEB_CONCURRENCY: '2',
      DATA_DIR: join(root, 'pglite'),
      PORT: String(await freePort()),
    });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('WEB_CONCURRENCY: several processes need PostgreSQL (DATABASE_URL)');
  });

  describe.skipIf(!PG_BIN)('on PostgreSQL', () => {
    let pg: PgCluster;
    beforeAll(async () => {
      pg = await createPgCluster(PG_BIN as string);
    }, 120_000);
    afterAll(() => pg?.destroy());

    it('runs two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = start({
        WEB_CONCURRENCY: '2',
        DATABASE_URL: pg.url,
        DATA_DIR: join(root, 'data'),
        PORT: String(port),
      });
      const primary = server.child.pid as number;
      try {
        await until(
          () => server.output().includes('RX Odonto is running'),
          'the startup line',
          server.output,
        );
        expect(server.output()).toContain('2 worker processes');
        // The startup line is said once, by the primary.
        expect(server.output().split('RX Odonto is running').length - 1).toBe(1);
        const workers = childrenOf(primary);
        expect(workers).toHaveLength(2);

        // 200, or 503 while a worker that just started sheds load (under-pressure): never a 500.
        // 0: no answer (a kept-alive connection to the worker that was just killed is reset).
        const health = async () => {
          try {
            return (await fetch(`${base}/api/v1/health`)).status;
          } catch {
            return 0;
          }
        };
        const answers = await Promise.all(Array.from({ length: 10 }, health));
        expect(
          answers.filter((status) => status !== 200 && status !== 503),
          server.output().slice(-3000),
        ).toEqual([]);
        await until(async () => (await health()) === 200, 'the server to answer', server.output);

        process.kill(workers[0] as number, 'SIGKILL');
        // The other worker answers while the first is replaced.
        await until(async () => (await health()) === 200, 'the other worker to answer', server.output);
        await until(
          () => {
            const now = childrenOf(primary);
            return now.length === 2 && !now.includes(workers[0] as number);
          },
          'a replacement worker',
          server.output,
        );
        expect(server.output()).toContain('worker process died; starting another');
        // One JSON line with one `pid` (the primary's) and the dead worker's as workerPid.
        const died = server
          .output()
          .split('\n')
          .find((l) => l.includes('worker process died'));
        expect(died?.match(/"pid":/g)).toHaveLength(1);
        expect(died).toContain(`"workerPid":${workers[0]}`);
        await until(async () => (await health()) === 200, 'the server to answer', server.output);

        server.child.kill('SIGTERM');
        expect(await server.exit).toBe(0);
        expect(childrenOf(primary)).toEqual([]);
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      }
    });
  });
});
