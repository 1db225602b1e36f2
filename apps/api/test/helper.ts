// Builds the app for integration tests: PGlite in memory (TEST_DB=pglite) or a fresh database
// t_<random> on the PostgreSQL server of TEST_DATABASE_URL (TEST_DB=postgres), dropped on close.
// Each app gets a temporary DATA_DIR and a tiny built web app (index.html + one hashed asset).
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { MIGRATIONS_FOLDER, migrate } from '../src/db/migrate';
import { type Database, openDatabase } from '../src/plugins/db';

export const TEST_INDEX_HTML = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
export const TEST_ASSET = { path: '/assets/app-abc123.js', body: 'console.log("rx");' };

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** Closes the app and its own database (dropping it on PostgreSQL), removes the temp folders. */
  close(): Promise<void>;
}

export interface TestAppOverrides {
  /** Environment variables on top of the test defaults (they go through loadConfig). */
  env?: Record<string, string | undefined>;
  /** Use this database instead of a fresh migrated one; the caller closes it. */
  database?: Database;
  /** Build the app with no web dist folder. */
  withoutWebDist?: boolean;
  /**
   * Load shedding is off by default in tests: opening other PGlite instances in the same process
   * saturates the event loop for a moment and would make unrelated requests answer 503.
   */
  underPressure?: boolean;
  /** A logger to use (e.g. pino writing to a captured stream); default per TEST_LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Runs before app.ready(), e.g. to add test-only routes. */
  beforeReady?: (app: App) => void | Promise<void>;
}

export const usePostgres = () => process.env.TEST_DB === 'postgres';

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  return url;
}

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, dumped once and cached in the temp folder (keyed by the
 * PGlite and pg-boss versions and the migrations), so each test database opens in ~1 s instead of ~3 s.
 */
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const hash = createHash('sha256');
    const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
    // The job queue's schema (pg-boss's SQL, installed by migrate()) is in the template too.
    const pgBossEntry = createRequire(import.meta.url).resolve('pg-boss');
    hash.update(readFileSync(join(dirname(pgBossEntry), '..', 'package.json')));
    const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
    }
    const file = join(tmpdir(), `rx-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const database = await openDatabase({ memory: true });
    await migrate(database);
    const dump = await (
      database.driver as { client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).client.dumpDataDir('none');
    await database.close();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return template;
}

/** A fresh, migrated database of the kind TEST_DB asks for; `drop` removes it. */
export async function createTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!usePostgres()) {
    const database = await openDatabase({ memory: true, template: await pgliteTemplate() });
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), databasePoolSize: 4 });
  await migrate(database);
  const drop = async () => {
    await database.close();
    const client = new pg.Client({ connectionString: adminUrl() });
    await client.connect();
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await client.end();
    }
  };
  return { database, drop };
}

function writeWebDist(root: string): string {
  const dist = join(root, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(dist, TEST_ASSET.path), TEST_ASSET.body);
  return dist;
}

export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const root = mkdtempSync(join(tmpdir(), 'rx-api-test-'));
  const config = loadConfig({
    DATA_DIR: join(root, 'data'),
    WEB_DIST_DIR: overrides.withoutWebDist ? join(root, 'missing-dist') : writeWebDist(root),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Tests sign many accounts up from one address; accounts.test.ts checks the limit itself.
    SIGNUP_RATE_LIMIT_IP: '1000000',
    ...overrides.env,
  });
  const { database, drop } = overrides.database
    ? { database: overrides.database, drop: async () => {} }
    : await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: overrides.logger ?? config.logLevel !== 'silent',
    underPressure: overrides.underPressure ?? false,
  });
  await overrides.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
