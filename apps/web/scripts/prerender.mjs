#!/usr/bin/env node
// Prerenders the public pages (run by `npm run build` after the client and SSR builds): renders
// each path of PRERENDERED_PATHS with dist-ssr/entry-server.js and writes dist/<path>/index.html:
// the shell dist/index.html with the markup in #root, the page's <title> and meta description,
// the site's stylesheet inlined (the first paint needs no other request), the page's priority
// images preloaded first, and the preloads of the app's chunks (src/app/start.tsx and the page's
// own modules) kept in <template id="deferred-preloads">: src/main.tsx activates them once the
// page is painted, then starts the app and hydrates. The shell (dist/index.html, for the paths
// that are not prerendered) gets the preloads of src/app/start.tsx directly. The API serves
// dist/<path>/index.html for the path (apps/api/src/plugins/static.ts).
// For the data pages, rendered per request by the API (apps/api/src/plugins/data-pages.ts), it
// writes dist-ssr/data-page.json: the same page as a template cut where the head tags and the
// markup go, and the preload tags of each lazily loaded module. dist-ssr/entry-server.js stays.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(webRoot, 'dist');
const ssrDir = join(webRoot, 'dist-ssr');

const ROOT = '<div id="root"></div>';
// The shell's "Ative o JavaScript…" line is for the pages that are empty without JavaScript; a
// prerendered or server-rendered page shows its content without it.
const NOSCRIPT = /\s*<noscript>[^<]*<\/noscript>/;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
/** Preloads React writes before the markup (images with fetchPriority="high"). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;
const HEAD_END = /\n\s*<\/head>/;

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const START_MODULE = 'src/app/start.tsx';
const original = readFileSync(join(distDir, 'index.html'), 'utf8');
for (const [name, pattern] of [
  ['root element', ROOT],
  ['title', TITLE],
  ['meta description', DESCRIPTION],
  ['stylesheet', STYLESHEET],
  ['head', '<meta name="viewport"'],
]) {
  if (typeof pattern === 'string' ? !original.includes(pattern) : !original.match(pattern)) {
    throw new Error(`dist/index.html has no ${name} to fill`);
  }
}

// The client build manifest: which chunks (and styles) each module needs.
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** The manifest keys of a chunk and of everything it imports statically. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(imported, seen);
  return seen;
}

if (!manifest[START_MODULE]) throw new Error(`${START_MODULE} is not in the build manifest`);
if (original.includes(`/${manifest[START_MODULE].file}`)) {
  throw new Error('dist/index.html is already prerendered: run `vite build` first');
}
const inShell = withStaticImports('index.html');
const shellCss = new Set([...inShell].flatMap((key) => manifest[key].css ?? []));

/** <link> tags for the chunks and styles these modules add to those of the entry. */
function preloadTags(modules) {
  const keys = new Set();
  for (const module of modules) withStaticImports(module, keys);
  const tags = [];
  for (const key of keys) {
    if (inShell.has(key)) continue;
    tags.push(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
    for (const css of manifest[key].css ?? []) {
      if (!shellCss.has(css)) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
  }
  return tags.map((tag) => `    ${tag}\n`).join('');
}

// The shell (served for every path that is not prerendered) preloads the app it imports at once.
const shell = original.replace(HEAD_END, () => `\n${preloadTags([START_MODULE])}  </head>`);
writeFileSync(join(distDir, 'index.html'), shell);

// The stylesheet of the shell, inlined: a client-side app requests its HTML once per visit, so
// the page shows without waiting for a render-blocking request.
const withInlineStyles = original.replace(STYLESHEET, (_, file) => {
  const css = readFileSync(join(distDir, file), 'utf8');
  if (css.includes('</style')) throw new Error(`${file} cannot be inlined`);
  return `<style>${css}</style>`;
});

const { render, PRERENDERED_PATHS } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

for (const path of PRERENDERED_PATHS) {
  const page = await render(path);
  if (!page.title) throw new Error(`${path} sets no title`);
  if (page.modules.length === 0) console.warn(`${path}: page module unknown, its chunks are not preloaded`);
  // React's image preloads go first in <head>, before the scripts compete for the connections.
  const imagePreloads = page.html.match(LEADING_PRELOADS)?.[0] ?? '';
  const markup = page.html.slice(imagePreloads.length);
  let html = withInlineStyles
    .replace(NOSCRIPT, '')
    .replace('<meta name="viewport"', () => `${imagePreloads}\n    <meta name="viewport"`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`)
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      HEAD_END,
      () =>
        `\n    <template id="deferred-preloads">\n${preloadTags([START_MODULE, ...page.modules])}    </template>\n  </head>`,
    );
  if (page.description) {
    html = html.replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  const dir = join(distDir, ...path.split('/').filter(Boolean));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  console.log(`prerendered ${path} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`);
}

// The data pages' template: the prerendered page's shape, cut at the head's end and in #root.
const HEAD_MARK = '<!--ssr-head-->';
const ROOT_MARK = '<!--ssr-root-->';
const template = withInlineStyles
  .replace(NOSCRIPT, '')
  .replace(TITLE, () => '')
  .replace(DESCRIPTION, () => '')
  .replace(ROOT, () => `<div id="root">${ROOT_MARK}</div>`)
  .replace(HEAD_END, () => `\n    ${HEAD_MARK}\n  </head>`);
const [head, rest] = template.split(HEAD_MARK);
const [middle, tail] = (rest ?? '').split(ROOT_MARK);
if (!head || !middle || !tail?.startsWith('</div>')) throw new Error('data-page template not cut');
const preloads = {};
for (const key of Object.keys(manifest)) {
  if (manifest[key].isDynamicEntry || key === START_MODULE)
    preloads[key] = preloadTags([key]).trim().split(/\n\s*/);
}
writeFileSync(
  join(ssrDir, 'data-page.json'),
  JSON.stringify({ head, middle, tail: tail.slice('</div>'.length), startModule: START_MODULE, preloads }),
);
rmSync(join(ssrDir, '.vite'), { recursive: true, force: true });
console.log("wrote dist-ssr/data-page.json (the data pages' template)");
