// The esbuild options of the API's bundle, shared by build.mjs (dist/main.js) and the tests that
// run the real server as a child process (test/server-process.ts). npm dependencies stay external
// (resolved from node_modules at run time) except @app/shared, which is TypeScript source and is
// bundled.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('./', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** @returns {import('esbuild').BuildOptions} */
export function bundleOptions(outfile) {
  return {
    entryPoints: [fileURLToPath(new URL('src/main.ts', root))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@app/shared'),
    // Bundled CommonJS code may call require(): give it one (under a name of its own, so that the
    // code's own `import { createRequire }` does not collide with it).
    banner: {
      js: "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);",
    },
  };
}
