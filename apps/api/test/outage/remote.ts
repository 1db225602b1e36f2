// Helpers for the tests that drive server processes over HTTP: the factories' `app.inject` as
// fetch calls, and `npm run backup|restore` (their tsx command) under a chosen umask.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../../src/app';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** fetch that tries again while the server sheds load (503 on a busy machine). */
export async function patient(url: string, init?: RequestInit): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt === 10) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The factories' `app.inject` over HTTP, so that they drive a server process. */
export function remote(url: string): App {
  const inject = async (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const isBytes = Buffer.isBuffer(options.payload);
    const res = await patient(url + options.url, {
      method: options.method,
      headers: {
        ...(options.payload !== undefined && !isBytes ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body:
        options.payload === undefined
          ? undefined
          : isBytes
            ? (options.payload as Buffer)
            : JSON.stringify(options.payload),
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      body,
      json: () => JSON.parse(body),
      headers: Object.fromEntries(res.headers),
    };
  };
  return { inject } as unknown as App;
}

/** `npm run <script> -- <args>` as its tsx command, in `cwd` (no .env there), under `umask`. */
export function cli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  cwd: string,
  umask = '022',
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const entry = join(ROOT, 'apps', 'api', 'src', 'cli', `${script}.ts`);
    const child = spawn('/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, TSX, entry, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? cwd, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
