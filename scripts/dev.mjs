#!/usr/bin/env node
// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on PORT (3000),
// which proxies the API paths to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The API runs with apps/api as its working directory: read the root .env here and keep the
// data in the root ./data, as `npm start` does.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@app/api'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@app/web', '--', '--port', webPort], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = (code) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
