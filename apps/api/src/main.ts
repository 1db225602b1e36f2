// Entry point: reads the configuration, opens the database (taking the DATA_DIR lock), migrates,
// listens, and shuts down gracefully on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { type App, buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrate } from './db/migrate';
import { sweepStorage } from './modules/files/storage-sweep';
import { DatabaseLockError, openDatabase } from './plugins/db';

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

  const logger = pino({ level: config.logLevel });
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ ...config, logger });
  } catch (err) {
    if (!(err instanceof DatabaseLockError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  logger.info(
    { kind: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );

  try {
    await migrate(database);
  } catch (err) {
    logger.fatal({ err }, 'database migration failed');
    await database.close().catch(() => {});
    process.exit(1);
  }

  const app = await buildApp({ config, database, logger });
  await sweepLeftovers(app, config.orphanFileAgeMinutes);
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

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    logger.fatal({ err }, 'could not start');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  logger.info(`RX Odonto running at http://${shownHost}:${config.port} (public URL ${config.publicUrl})`);
}

/** What a crash left in storage goes before the first request (counts logged, never names). */
async function sweepLeftovers(app: App, ageMinutes: number): Promise<void> {
  const started = Date.now();
  try {
    const swept = await sweepStorage(app.db, app.storage, { orphanAgeMs: ageMinutes * 60_000 });
    app.log.info({ ...swept, ms: Date.now() - started }, 'storage swept');
  } catch (err) {
    app.log.error({ err }, 'could not sweep the storage; starting anyway');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
