#!/usr/bin/env node
// Prints the initial JavaScript of a page, gzip-compressed: the entry chunk and its static
// imports, the app it imports at once (src/app/start.tsx) and the page's lazy module, each with
// its static imports: all of it is loaded before the prerendered HTML is hydrated (src/main.tsx,
// the modulepreloads of dist/<page>/index.html). Exits with 1 above the budget.
// Usage, after `npm run build`: node scripts/bundle-size.mjs [page module, default /home's]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 147.7 kB before issue 28 (2026-11-26); issue 28 asks that it does not grow.
const BUDGET_KB = 147;
const distDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const pageModule = process.argv[2] ?? 'src/features/public-pages/home-page.tsx';

/** The manifest keys of a chunk and of everything it imports statically. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in dist/.vite/manifest.json`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const keys = withStaticImports('index.html');
withStaticImports('src/app/start.tsx', keys);
withStaticImports(pageModule, keys);
const files = new Set([...keys].map((key) => manifest[key].file));
const css = new Set([...keys].flatMap((key) => manifest[key].css ?? []));

const sizes = (list) =>
  [...list]
    .map((file) => {
      const body = readFileSync(join(distDir, file));
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const js = sizes(files);
console.log(`Initial JavaScript of ${pageModule} (gzip):`);
for (const { file, raw, gzip } of js) console.log(`  ${kb(gzip).padStart(9)}  ${file} (${kb(raw)} raw)`);
const total = js.reduce((sum, { gzip }) => sum + gzip, 0);
console.log(`  ${kb(total).padStart(9)}  total in ${js.length} files (budget ${BUDGET_KB} kB)`);
for (const { file, gzip } of sizes(css)) console.log(`  CSS ${kb(gzip)}  ${file}`);
// zod (about 29 kB) belongs to the forms' chunks: a module of packages/shared with top-level
// schemas, imported by the shell for a label or a code, brings it into every page's first load.
const withZod = [...files].filter((file) => {
  const map = join(distDir, `${file}.map`);
  return (
    existsSync(map) &&
    JSON.parse(readFileSync(map, 'utf8')).sources.some((s) => s.includes('node_modules/zod/'))
  );
});
if (withZod.length > 0) {
  console.error(
    `zod is in the initial JavaScript (${withZod.join(', ')}): import the shell's catalogues from zod-free modules.`,
  );
  process.exit(1);
}
if (total > BUDGET_KB * 1024) {
  console.error(`Over the budget by ${kb(total - BUDGET_KB * 1024)}.`);
  process.exit(1);
}
