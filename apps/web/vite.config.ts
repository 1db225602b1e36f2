import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

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
      // @app/shared is pure (schemas, catalogues, helpers): let the bundler drop what a chunk does
      // not use, so zod and brazilian-utils stay out of the entry chunk. Equivalent to
      // "sideEffects": false in packages/shared/package.json.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
