#!/usr/bin/env node
// `npm start`: builds what is not built (or is older than its sources), then runs the server,
// which migrates the database and serves the web app and the API on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time (ms) of the files under the given paths. */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const entry of readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(p, entry));
      }
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  for (const p of paths) visit(join(root, p));
  return max;
}

const oldestOutput = (files) =>
  files.every((f) => existsSync(join(root, f)))
    ? Math.min(...files.map((f) => statSync(join(root, f)).mtimeMs))
    : 0;

const targets = [
  {
    name: 'web',
    outputs: ['apps/web/dist/index.html'],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    command: 'npm run build -w @app/web',
  },
  {
    name: 'api',
    outputs: ['apps/api/dist/main.js'],
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/shared/src'],
    command: 'npm run build -w @app/api',
  },
];

for (const t of targets) {
  if (oldestOutput(t.outputs) < newest(t.sources)) {
    console.log(`Building ${t.name}…`);
    execSync(t.command, { cwd: root, stdio: 'inherit' });
  }
}

await import(new URL('../apps/api/dist/main.js', import.meta.url).href);
