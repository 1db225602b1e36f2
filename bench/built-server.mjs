// The built API (apps/api/dist/main.js) started for a one-off bench script: on BENCH_PORT (or the
// script's default), a fresh DATA_DIR unless DATA_DIR or DATABASE_URL is set, logging warnings
// only. `ready()` waits for /api/v1/health; `stop()` ends it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const main = join(root, 'apps/api/dist/main.js');

/** @param {{ port: string, name: string, env?: Record<string, string> }} options */
export function startBuiltServer({ port, name, env = {} }) {
  if (!existsSync(main)) {
    console.error('Build the API first: npm run build -w @app/api');
    process.exit(1);
  }
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), `rx-bench-${name}-`)),
    },
  });
  return {
    base,
    async ready() {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`${base}/api/v1/health`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error('server did not start');
    },
    stop: () => server.kill('SIGTERM'),
  };
}
