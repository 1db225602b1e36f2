#!/usr/bin/env node
// Writes Brotli (.br) and gzip (.gz) copies of the text files of dist (the last step of
// `npm run build`): the API serves them to browsers that accept them (@fastify/static
// preCompressed, apps/api/src/plugins/static.ts), without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite: build metadata, not served
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let before = 0;
let after = 0;
for (const path of files(distDir)) {
  if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `compressed dist: ${(before / 1024).toFixed(0)} kB of text files, ${(after / 1024).toFixed(0)} kB with Brotli`,
);
