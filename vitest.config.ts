import { configDefaults, defineConfig } from 'vitest/config';

// Three kinds of Vitest tests: shared helpers, web units (jsdom) and the API integration
// tests. The API tests run once on PGlite in memory and, when TEST_DATABASE_URL is set,
// once more on that real PostgreSQL server (each test file in a fresh database). The outage
// tests (apps/api/test/outage/) run once: server processes, on a throwaway PostgreSQL cluster
// of their own (database restarts, cluster mode, the scaled-out shape, backups that restore).
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/outage/**'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // In CI a JSON report feeds the closing 'N passed, N failed' line of .ci/run.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: './test-results/unit.json' },
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
      {
        extends: './apps/web/vite.config.ts',
        test: { name: 'web', root: './apps/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'api-outage',
          root: './apps/api',
          include: ['test/outage/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
