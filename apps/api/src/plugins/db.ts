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
  /** Receives the connection errors of pooled clients (a database restart). */
  logger?: LogSink;
  /** Pool size for PostgreSQL (default 5; DATABASE_POOL_SIZE in a Config). */
  databasePoolSize?: number;
  /** How long a query waits for a PostgreSQL connection before failing (default 3000 ms;
   * DATABASE_CONNECT_TIMEOUT_MS in a Config). */
  databaseConnectTimeoutMs?: number;
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

/** Connection settings of the PostgreSQL pool that a Config or the options may change. */
export const POOL_DEFAULTS = { size: 5, connectTimeoutMs: 3_000 } as const;

type ClientRelease = (err?: Error | boolean) => void;

/**
 * A node-postgres pool that survives a database restart or outage:
 *
 * - Every client gets a permanent 'error' listener as soon as it connects. node-postgres emits
 *   'error' on a client whose server goes away (a restart sends 57P01 "terminating connection due
 *   to administrator command"); the pool listens only while the client is idle, so a client
 *   checked out for a transaction (drizzle's `db.transaction` calls `pool.connect()` and adds no
 *   listener) would otherwise crash the process with an unhandled 'error' event.
 * - A client that failed is released as broken (`release(true)`: closed and dropped, never handed
 *   out again), even when its user releases it without an error, and it is released right away
 *   when it fails while checked out: drizzle sends `begin` outside its try/finally, so a client
 *   whose `begin` fails would never be released and would hold one of the pool's slots forever.
 *   Releasing twice is then a no-op instead of an exception.
 */
class ResilientPool extends pg.Pool {
  readonly #broken = new WeakSet<pg.ClientBase>();
  readonly #checkedOut = new WeakMap<pg.ClientBase, ClientRelease>();

  constructor(config: pg.PoolConfig, logger: LogSink) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', (err) => {
        this.#broken.add(client);
        logger.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect');
        this.#checkedOut.get(client)?.(err);
      });
    });
    // The pool re-emits the error of an idle client (already logged by the listener above) after
    // dropping it; without a listener here that too would end the process.
    this.on('error', () => {});
  }

  #guard(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    const guarded: ClientRelease = (err) => {
      if (released) return;
      released = true;
      this.#checkedOut.delete(client);
      release(err || this.#broken.has(client) || undefined);
    };
    this.#checkedOut.set(client, guarded);
    client.release = guarded;
    return client;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: ClientRelease) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: ClientRelease) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then((client) => this.#guard(client));
    super.connect((err, client, done) => {
      if (err || !client) return callback(err, client, done);
      const guarded = this.#guard(client);
      callback(undefined, guarded, guarded.release);
    });
    return undefined;
  }
}

function openPostgres(url: string, options: OpenDatabaseOptions): Database {
  const logger = options.logger ?? consoleSink;
  const pool = new ResilientPool(
    {
      connectionString: url,
      max: options.databasePoolSize ?? POOL_DEFAULTS.size,
      // Bounds how long a request waits for a connection (a free one, or a new one while the
      // server is unreachable) before it fails and answers 503.
      connectionTimeoutMillis: options.databaseConnectTimeoutMs ?? POOL_DEFAULTS.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      // TCP keep-alive notices a connection whose server vanished without closing it.
      keepAlive: true,
      application_name: 'rx-odonto-api',
    },
    logger,
  );
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
