// Cluster mode (WEB_CONCURRENCY > 1, PostgreSQL only): this process becomes the primary. It runs
// the migrations and binds the file storage once, then starts that many workers, each a whole server (src/main.ts) sharing the
// port through node:cluster, and replaces a worker that dies (after 1 s, longer while they keep
// dying, up to 30 s). SIGTERM or SIGINT stops the workers gracefully (each finishes its requests)
// and then the primary. The startup line is logged once, when every worker listens.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Config } from './config';
import { migrate } from './db/migrate';
import { bindingPlaces, bindStorage, StorageBindingError } from './modules/files/storage-binding';
import { openDatabase } from './plugins/db';
import { createStorage, LinkSigner } from './plugins/storage';
import { warnPlaceholders } from './site-facts';
import { startupLine } from './startup-line';

/** Set in a worker's environment: the primary has migrated, and whether this worker sweeps storage. */
export const WORKER_ENV = { migrated: 'RX_WORKER_MIGRATED', sweep: 'RX_WORKER_SWEEP' } as const;

const STOP_TIMEOUT_MS = 15_000;
const MAX_RESTART_DELAY_MS = 30_000;

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase({ ...config, logger });
  try {
    await migrate(database);
  } catch (err) {
    logger.fatal({ err }, 'database migration failed');
    await database.close().catch(() => {});
    process.exit(1);
  }
  // The storage is bound here, once, before the workers check it (storage-binding.ts).
  try {
    const storage = createStorage(config, new LinkSigner(config.secretKey));
    const binding = await bindStorage(database.db, storage, bindingPlaces(config));
    if (binding.how !== 'bound') logger.info(binding, 'file storage bound to this database');
  } catch (err) {
    if (!(err instanceof StorageBindingError)) throw err;
    console.error(err.message);
    await database.close().catch(() => {});
    process.exit(1);
  }
  await database.close();

  let stopping = false;
  let announced = false;
  let restartDelay = 1_000;
  let lastDeath = 0;
  const listening = new Set<number>();

  const fork = (sweep: boolean): Worker =>
    cluster.fork({ [WORKER_ENV.migrated]: '1', [WORKER_ENV.sweep]: sweep ? '1' : '' });

  cluster.on('listening', (worker) => {
    listening.add(worker.id);
    if (!announced && listening.size >= config.webConcurrency) {
      announced = true;
      logger.info(`${startupLine(config)} · ${config.webConcurrency} worker processes`);
      // Once for the cluster: the workers do not repeat them.
      warnPlaceholders(config.sitePlaceholders, logger);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const now = Date.now();
    // Deaths in quick succession (a crash at start) wait longer each time; a calm minute resets it.
    restartDelay = now - lastDeath < 60_000 ? Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS) : 1_000;
    lastDeath = now;
    logger.error(
      { workerPid: worker.process.pid, code, signal, restartInMs: restartDelay },
      'worker process died; starting another',
    );
    setTimeout(() => {
      if (!stopping) fork(false);
    }, restartDelay).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: stopping the worker processes');
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const gone = workers.map((w) => new Promise<void>((resolve) => w.once('exit', () => resolve())));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      logger.error('the workers took more than 15 s to stop: ending them now');
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    timer.unref();
    void Promise.all(gone).then(() => {
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < config.webConcurrency; i++) fork(i === 0);
}
