// Entry point: reads the configuration, opens the database (taking the DATA_DIR lock), migrates,
// listens, and shuts down gracefully on SIGTERM/SIGINT. With WEB_CONCURRENCY > 1 this process is
// the primary of a cluster (cluster.ts) and each worker runs this same file as a server.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, buildApp } from './app';
import { serveSnapshots } from './backup/embedded-snapshot';
import { runPrimary, WORKER_ENV } from './cluster';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { sweepStorage } from './modules/files/storage-sweep';
import { DatabaseLockError, openDatabase } from './plugins/db';
import { createLogger } from './plugins/logger';
import { startupLine } from './startup-line';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // A .env in the working directory fills variables that are not already set.
  if (existsSync('.env')) process.loadEnvFile('.env');

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }

  const logger = createLogger(config);
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config, logger);
  const worker = cluster.isWorker;
  let database: Awaited<ReturnType<typeof openDatabase>>;
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

  try {
    // In a cluster the primary has migrated before starting the workers.
    if (!(worker && process.env[WORKER_ENV.migrated])) await migrate(database);
  } catch (err) {
    logger.fatal({ err }, 'database migration failed');
    await database.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, database, logger });
  // In a cluster, only the first worker sweeps (a replacement worker does not sweep again).
  const sweeps = !worker || Boolean(process.env[WORKER_ENV.sweep]);
  const swept = sweeps ? await sweepLeftovers(app, config.orphanFileAgeMinutes) : null;
  // `npm run backup` asks this process for the embedded database, which no other process may open.
  let stopDumps = async () => {};
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

  // Fastify logs one "Server listening" line per interface; the startup line below says it once,
  // with where the data and the e-mail go, so those lines are held back.
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
  else logger.info(startupLine(config));
  // After the startup line, which stays the first one.
  if (swept) app.log.info(swept, 'storage swept');
}

/**
 * What a crash left in storage goes before the first request; the counts are returned to be
 * logged (never names).
 */
async function sweepLeftovers(app: App, ageMinutes: number) {
  const started = Date.now();
  try {
    const swept = await sweepStorage(app.db, app.storage, { orphanAgeMs: ageMinutes * 60_000 });
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
