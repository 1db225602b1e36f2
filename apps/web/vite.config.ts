import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Modules of the public pages' shared chunk: the shell and the public pages' building blocks,
 * without the page modules themselves, the two legal documents (about 100 kB that only their own
 * pages read) and the lazily loaded toast area.
 */
const inSiteChunk = (id: string) =>
  /src[\\/](app|content|features[\\/]public-pages)[\\/]/.test(id) &&
  !/(-page\.tsx|content[\\/](legal|terms-of-use|privacy-policy)\.ts|public-pages[\\/]legal-[\w-]+\.tsx?|toast-area\.tsx)$/.test(
    id,
  );

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: Object.fromEntries(
      [
        '/api',
        '/usuario_candidato',
        '/usuario_clinica',
        '/auth_google',
        '/auth_reset',
        '/visualizacoes',
        '/formacao_candidato',
        '/experiencia_candidato',
        '/endereco_candidato',
        '/radiologista',
        '/tecnico',
        '/recepcionista',
        '/infos_clinica',
        '/files',
      ].map((p) => [p, `http://127.0.0.1:${apiPort}`]),
    ),
  },
  build: {
    sourcemap: true,
    // dist/.vite/manifest.json: the chunks of each page module, read by scripts/bundle-size.mjs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // A few larger chunks instead of dozens of tiny ones: each module script is a main-thread
        // task of its own on a phone (docs/decisions/0003-prerendering.md, "Fewer, larger chunks").
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /preload-helper/, priority: 3 },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 2,
            },
            { name: 'site', test: inSiteChunk, priority: 1 },
          ],
        },
      },
      // @app/shared is pure (schemas, catalogues, helpers): let the bundler drop what a chunk does
      // not use, so zod and brazilian-utils stay out of the entry chunk. Equivalent to
      // "sideEffects": false in packages/shared/package.json.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
