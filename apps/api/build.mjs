// Bundles the API into dist/main.js (`npm run build -w @app/api`). npm dependencies stay external
// (resolved from node_modules at run time) except @app/shared, which is TypeScript source and is
// bundled. The SQL migrations are copied beside the bundle (dist/migrations).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = new URL('./', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@app/shared');
const dist = new URL('dist/', root);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [fileURLToPath(new URL('src/main.ts', root))],
  outfile: fileURLToPath(new URL('main.js', dist)),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Bundled CommonJS code may call require(): give it one.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'info',
});
cpSync(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
console.log('dist/main.js and dist/migrations ready');
