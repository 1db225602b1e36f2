// Opens the database: PostgreSQL through a node-postgres pool when a URL is given, otherwise the
// embedded PGlite (WASM PostgreSQL) in DATA_DIR/db, or in memory for tests. Both drivers give a
// drizzle database of one common type, AppDb, that every repo uses.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as relations from '../db/relations';
import * as tables from '../db/schema';
import { acquireDataDirLock } from './db-lock';

export { DatabaseLockError } from './db-lock';

/** Tables and relations: what drizzle needs for `db.query.<table>` with relations. */
export const schema = { ...tables, ...relations };
export type Schema = typeof schema;
/** The drizzle database every repo receives, whatever the driver. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

interface LogSink {
  warn(obj: object, msg: string): void;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; wins over everything else. `databaseUrl` is the same (so a Config fits). */
  url?: string | undefined;
  databaseUrl?: string | undefined;
  /** PGlite on disk in dataDir/db, guarded by dataDir/db.lock. */
  dataDir?: string | undefined;
  /** PGlite in memory (tests). */
  memory?: boolean;
  /** In-memory PGlite only: start from this data-directory dump (PGlite dumpDataDir), e.g. a
   * migrated template that tests reuse to skip initdb. */
  template?: Blob;
  /** Receives connection errors of idle pooled clients (a database restart). */
  logger?: LogSink;
  /** Pool size for PostgreSQL (default 5; DATABASE_POOL_SIZE in a Config). */
  databasePoolSize?: number;
}

export type DriverHandle =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; pool: pg.Pool };

export interface Database {
  db: AppDb;
  kind: DriverHandle['kind'];
  /** The driver-specific handle (for the migrator); repos use `db`. */
  driver: DriverHandle;
  /** One round trip (`select 1`); rejects when the database cannot be reached. */
  ping(): Promise<void>;
  /**
   * Runs raw SQL ($1… parameters) for the hot paths: on PostgreSQL as a statement prepared once per
   * connection under `name` (one name per text), so it is parsed once; on PGlite plainly.
   */
  prepared<T extends Record<string, unknown>>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** Closes the connections and releases the DATA_DIR lock; safe to call twice. */
  close(): Promise<void>;
}

const consoleSink: LogSink = {
  warn: (obj, msg) => console.warn(msg, obj),
};

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): Database {
  const logger = options.logger ?? consoleSink;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.databasePoolSize ?? 5,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'rx-odonto-api',
  });
  // An idle client whose server went away emits 'error' on the pool; without a listener that
  // would kill the process. The pool drops the client and reconnects on the next query.
  pool.on('error', (err) => logger.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect'));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as AppDb,
    kind: 'postgres',
    driver: { kind: 'postgres', db, pool },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    prepared: async (name, text, values) => (await pool.query({ name, text, values })).rows,
    close: once(() => pool.end()),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (options.memory || !options.dataDir) {
    client = new PGlite(options.template ? { loadDataDir: options.template } : {});
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
    client = new PGlite(join(options.dataDir, 'db'));
  }
  try {
    await client.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as AppDb,
    kind: 'pglite',
    driver: { kind: 'pglite', db, client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    prepared: async <T>(_name: string, text: string, values: unknown[]) =>
      (await client.query<T>(text, values)).rows,
    close: once(async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    }),
  };
}

/**
 * Opens the database described by a Config (databaseUrl, dataDir) or by explicit options.
 * Throws DatabaseLockError when another live process holds dataDir.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const url = options.url ?? options.databaseUrl;
  if (url && !options.memory) return openPostgres(url, options);
  return openPglite(options);
}
