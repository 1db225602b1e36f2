// Bundles the API into dist/main.js (`npm run build -w @app/api`) with the options of
// bundle-options.mjs. The SQL migrations are copied beside the bundle (dist/migrations).
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options.mjs';

const root = new URL('./', import.meta.url);
const dist = new URL('dist/', root);

rmSync(dist, { recursive: true, force: true });
await build({ ...bundleOptions(fileURLToPath(new URL('main.js', dist))), sourcemap: true, logLevel: 'info' });
cpSync(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
console.log('dist/main.js and dist/migrations ready');
