// Entry point: reads the configuration, opens the database (taking the DATA_DIR lock), migrates,
// listens, and shuts down gracefully on SIGTERM/SIGINT. With WEB_CONCURRENCY > 1 this process is
// the primary of a cluster (cluster.ts) and each worker runs this same file as a server.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { type App, buildApp } from './app';
import { serveSnapshots } from './backup/embedded-snapshot';
import { runPrimary, WORKER_ENV } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { bindingPlaces, bindStorage, StorageBindingError } from './modules/files/storage-binding';
import { sweepStorage } from './modules/files/storage-sweep';
import { restrictDataDir, restrictUmask } from './plugins/data-dir-modes';
import { type Database, DatabaseLockError, openDatabase } from './plugins/db';
import { createLogger } from './plugins/logger';
import { siteFactsRefusal, warnPlaceholders } from './site-facts';
import { startupLine } from './startup-line';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // Whatever this process creates (the embedded database, stored files, secret.key) is owner-only.
  restrictUmask();
  // A .env in the working directory fills variables that are not already set.
  if (existsSync('.env')) process.loadEnvFile('.env');

  const config = configOrExit();
  const logger = createLogger(config);
  // A real deployment (REQUIRE_SITE_FACTS=true) does not show made-up company facts.
  const refusal = siteFactsRefusal(config.requireSiteFacts, config.sitePlaceholders);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await narrowDataDir(config.dataDir, logger);
    return runPrimary(config, logger);
  }
  await runServer(config, logger);
}

/** A server process: the only one, or a worker of the cluster (cluster.ts). */
async function runServer(config: Config, logger: Logger): Promise<void> {
  const worker = cluster.isWorker;
  const database = await openDatabaseOrExit(config, logger);
  await migrateOrExit(database, logger, worker);

  // After the database opened: PGlite's initdb writes its files 0666 whatever the umask.
  if (!worker) await narrowDataDir(config.dataDir, logger);
  const app = await buildApp({ config, database, logger });
  const instanceId = await bindStorageOrExit(app, database, config, logger);
  // In a cluster, only the first worker sweeps (a replacement worker does not sweep again).
  const sweeps = !worker || Boolean(process.env[WORKER_ENV.sweep]);
  const swept = sweeps ? await sweepLeftovers(app, instanceId, config.orphanFileAgeMinutes) : null;
  // `npm run backup` asks this process for the embedded database, which no other process may open.
  let stopDumps = async () => {};
  handleShutdownSignals(app, database, logger, () => stopDumps());

  await listenOrExit(app, database, config, logger);
  if (database.driver.kind === 'pglite') {
    stopDumps = await serveSnapshots(
      database.driver.client,
      join(config.dataDir, 'db'),
      config.dataDir,
      logger,
    ).catch((err: unknown) => {
      logger.warn({ err }, 'the backup socket could not open: back up with the server stopped');
      return async () => {};
    });
  }
  // A worker's start is said once for all of them by the primary.
  if (worker) logger.debug({ pid: process.pid }, 'worker process listening');
  else {
    logger.info(startupLine(config));
    warnPlaceholders(config.sitePlaceholders, logger);
  }
  // After the startup line, which stays the first one.
  if (swept) app.log.info(swept, 'storage swept');
}

/** The configuration; a bad one is printed and ends the process (exit code 1). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Opens the database; when another process holds DATA_DIR, that is printed and this one ends (exit code 1). */
async function openDatabaseOrExit(config: Config, logger: Logger): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ ...config, logger });
  } catch (err) {
    if (!(err instanceof DatabaseLockError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  logger.debug(
    { kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );
  return database;
}

/** Brings the database's schema up to date; a failed migration ends the process (exit code 1). */
async function migrateOrExit(database: Database, logger: Logger, worker: boolean): Promise<void> {
  try {
    // In a cluster the primary has migrated before starting the workers.
    if (!(worker && process.env[WORKER_ENV.migrated])) await migrate(database);
  } catch (err) {
    logger.fatal({ err }, 'database migration failed');
    await database.close().catch(() => {});
    process.exit(1);
  }
}

/**
 * Binds the file storage to this database (storage-binding.ts) and returns the instance's id; a
 * storage that belongs to another database is printed and ends the process (exit code 1).
 */
async function bindStorageOrExit(
  app: App,
  database: Database,
  config: Config,
  logger: Logger,
): Promise<string> {
  try {
    const binding = await bindStorage(app.db, app.storage, bindingPlaces(config));
    const instanceId = binding.instanceId;
    if (binding.how !== 'bound') logger.info(binding, 'file storage bound to this database');
    return instanceId;
  } catch (err) {
    if (!(err instanceof StorageBindingError)) throw err;
    console.error(err.message);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
}

/**
 * SIGTERM and SIGINT close the app (its in-flight requests finish), then the backup socket and the
 * database, and exit; a second signal, or a shutdown longer than SHUTDOWN_TIMEOUT_MS, exits at once.
 */
function handleShutdownSignals(
  app: App,
  database: Database,
  logger: Logger,
  stopDumps: () => Promise<void>,
): void {
  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      logger.error('shutdown took more than 10 s: exiting now');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .finally(() => stopDumps())
      .finally(() => database.close())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'error while shutting down');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Listens on HOST:PORT; when it cannot (the port is taken …), the process ends (exit code 1). */
async function listenOrExit(app: App, database: Database, config: Config, logger: Logger): Promise<void> {
  // Fastify logs one "Server listening" line per interface; the startup line says it once, with
  // where the data and the e-mail go, so those lines are held back.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ host: config.host, port: config.port });
    app.log.level = level;
  } catch (err) {
    logger.fatal({ err }, 'could not start');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
}

/** Narrows what initdb, an older version or a copy by hand left readable by others. */
async function narrowDataDir(dataDir: string, logger: Logger): Promise<void> {
  const modes = await restrictDataDir(dataDir);
  if (modes.fixed > 0)
    logger.info({ fixed: modes.fixed }, 'DATA_DIR made owner-only (folders 0700, files 0600)');
  if (modes.failed > 0) {
    logger.warn(
      { failed: modes.failed, first: modes.firstError },
      'some entries of DATA_DIR could not be made owner-only: they belong to another user',
    );
  }
}

/**
 * What a crash left in storage goes before the first request; the counts are returned to be
 * logged (never names).
 */
async function sweepLeftovers(app: App, instanceId: string, ageMinutes: number) {
  const started = Date.now();
  try {
    const swept = await sweepStorage(app.db, app.storage, { instanceId, orphanAgeMs: ageMinutes * 60_000 });
    return { ...swept, ms: Date.now() - started };
  } catch (err) {
    app.log.error({ err }, 'could not sweep the storage; starting anyway');
    return null;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
