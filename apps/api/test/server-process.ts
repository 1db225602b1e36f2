// The real server as a child process on a free port, for the tests that stop it the hard way:
// src/main.ts bundled once as `npm run build` does (a bundle starts faster than tsx on a busy
// machine), its JSON log lines kept, and `kill` sends SIGKILL and waits for the process to be gone
// (reaped), so that a restart sees a dead lock owner.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// @ts-expect-error: a plain .mjs module without types
import { bundleOptions } from '../bundle-options.mjs';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles src/main.ts with the options of build.mjs (bundle-options.mjs) into a folder under apps/api/node_modules (so
 * that the npm dependencies resolve), the migrations beside it. Answers the entry and a cleanup.
 */
export async function buildServer(): Promise<{ entry: string; remove: () => void }> {
  const cache = join(API_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'server-'));
  const entry = join(dir, 'main.mjs');
  await build({ ...bundleOptions(entry), logLevel: 'error' });
  cpSync(join(API_ROOT, 'src', 'db', 'migrations'), join(dir, 'migrations'), { recursive: true });
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface LogLine {
  msg?: string;
  level?: number;
  [key: string]: unknown;
}

export interface ServerProcess {
  url: string;
  /** Every JSON log line so far. */
  logs: LogLine[];
  /** SIGKILL, and resolves once the process has exited. */
  kill(): Promise<void>;
}

/**
 * Starts the bundle `entry` with `env` (on top of PATH only: nothing of this process's environment,
 * such as a DATABASE_URL, leaks in) and resolves when it listens. `cwd` must not hold a .env.
 * A port taken between its choice and the server's listen is retried with another.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  cwd: string,
  timeoutMs = 45_000,
  options: { umask?: string } = {},
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(entry, env, cwd, await freePort(), timeoutMs, options.umask);
    } catch (err) {
      if (attempt >= 3 || !String((err as Error).message).includes('EADDRINUSE')) throw err;
    }
  }
}

async function launch(
  entry: string,
  env: Record<string, string>,
  cwd: string,
  port: number,
  timeoutMs: number,
  umask?: string,
): Promise<ServerProcess> {
  // With `umask`, through a shell that sets it (a test's process cannot: vitest runs it in a worker).
  const [command, args] = umask
    ? ['/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, entry]]
    : [process.execPath, [entry]];
  const child: ChildProcess = spawn(command, args, {
    cwd,
    // debug: each request's 'incoming request' line tells the test when the server began it.
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let output = '';
  let listening = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  let pending = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      let parsed: LogLine;
      try {
        parsed = JSON.parse(line) as LogLine;
      } catch {
        parsed = { msg: line };
      }
      logs.push(parsed);
      if (String(parsed.msg).startsWith('RX Odonto is running')) listening();
    }
  });
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.setEncoding('utf8').on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ready,
      exited.then(() => {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}`,
        );
      }),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
      }),
    ]);
  } catch (err) {
    await kill();
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return { url: `http://127.0.0.1:${port}`, logs, kill };
}
