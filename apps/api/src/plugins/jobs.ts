// The durable job queue (pg-boss, docs/decisions/0070-job-queue.md): jobs are rows of the product's
// own database, in the `pgboss` schema, on PostgreSQL and on the embedded PGlite alike: pg-boss
// runs its SQL through `executeSql` below, on the app's pool or on the PGlite client. A job is
// fetched with FOR UPDATE SKIP LOCKED, so whatever the number of processes on one database each job
// runs in one of them; a job whose process died (kill -9) runs again once it expires; a failed job
// runs again after a growing wait (retryDelay × 2^n, with jitter) and, past its last try, stays
// 'failed' (30 days) for the back office's 'Fila' page, where an administrator retries or discards it.
//
//   app.jobs.work('mail', async (data) => { … })   // before app.ready(): this process runs them
//   await app.jobs.send('mail', data)               // stored; runs in this or another process
//
// Closing the app stops fetching, waits for the running jobs (up to STOP_TIMEOUT_MS), and only then
// lets the database close.
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from './db';

export const JOB_SCHEMA = 'pgboss';

/** The queues of the product; each is created at start. */
export const QUEUES = {
  /** Every outgoing e-mail (plugins/mail.ts). */
  mail: 'mail',
  /** The candidate's daily "N clínicas viram seu perfil hoje" (modules/view-notices). */
  viewNotice: 'view-notice',
  /** The sweep of postings about to expire or expired (modules/job-postings/vaga-expiry.ts). */
  vagaExpiry: 'vaga-expiry',
  /**
   * A candidate's e-mail about a clinic's change of stage, due when the undo window ends
   * (modules/applications): sent only if the change still stands then.
   */
  stageMail: 'stage-mail',
  /** A scheduled blog article marked published at its time (modules/blog; it is public then anyway). */
  blogPublish: 'blog-publish',
  /** A posting was published: the 'imediata' job alerts it matches are e-mailed (modules/job-alerts). */
  alertVaga: 'alert-vaga',
  /** The job alerts' daily digest, due at ALERT_DIGEST_HOUR São Paulo time (modules/job-alerts). */
  alertDigest: 'alert-digest',
  /** The sweep of 'Você ainda está disponível?' and of unanswered ones (modules/availability). */
  availability: 'availability',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Runs after a failure: 7 tries in all, the last about an hour or more after the first (30 s default). */
export const RETRY_LIMIT = 6;
/** How long to wait before trying again to start the workers when the database did not answer. */
const START_RETRY_MS = 5_000;
/** Completed jobs leave the live table after this long (and a throttle slot may not be longer). */
const ARCHIVE_COMPLETED_SECONDS = 3600;

/** How long stopping waits for the running jobs. */
const STOP_TIMEOUT_MS = 8_000;

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** At most one job with this key is created per `singletonSeconds` slot (whatever the process). */
  singleton?: { key: string; seconds: number };
}

export interface JobSummary {
  id: string;
  queue: string;
  /** What the job is, without personal data (the e-mail's kind, 'view-notice' …). */
  kind: string;
  state: 'waiting' | 'running' | 'failed';
  attempts: number;
  error: string | null;
  createdAt: string;
  failedAt: string | null;
}

/** Which job an action touched (for the audit trail). */
export interface FailedJobRef {
  queue: string;
  kind: string;
}

export interface QueueCounts {
  waiting: number;
  running: number;
  failed: number;
}

export interface JobFinished {
  queue: string;
  ok: boolean;
  /** From when the job was due to when it finished. */
  latencySeconds: number;
}

export interface Jobs {
  /** Registers this process as a worker of `queue` (before the app is ready). */
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): void;
  /** Stores a job; resolves once it is in the database. */
  send(queue: QueueName, data: object, options?: SendOptions): Promise<string | null>;
  /** Waiting (due or not), running and failed jobs, per queue and in all. */
  counts(): Promise<{ total: QueueCounts; byQueue: Record<string, QueueCounts> }>;
  /** The failed jobs, newest first. */
  failed(limit: number): Promise<JobSummary[]>;
  /** A failed job runs again (from its first try); null when no failed job has this id. */
  retry(id: string): Promise<FailedJobRef | null>;
  /** A failed job is deleted; null when no failed job has this id. */
  discard(id: string): Promise<FailedJobRef | null>;
  /**
   * Resolves once the jobs stored so far by this process are stored and no job is due or running
   * (the tests wait for the queue with it); rejects after `timeoutMs`.
   */
  whenIdle(timeoutMs?: number): Promise<void>;
  /** Emits 'finished' (JobFinished) after each try that ran in this process. */
  events: EventEmitter;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss's SQL builders (not in its typings): the commands it sends without awaiting them. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;
const UNAWAITED_COMMANDS = new Set([plans.completeJobs(JOB_SCHEMA), plans.failJobsById(JOB_SCHEMA)]);

/**
 * pg-boss's database access on the app's own connection: the node-postgres pool, or the single
 * PGlite client (multi-statement text without parameters goes through `exec`, which PGlite runs as
 * one unit). The queries in flight are tracked so that closing waits for them.
 */
export function queueDb(
  database: Database,
  log?: Pick<FastifyInstance['log'], 'warn'>,
): PgBoss.Db & { settle(): Promise<void>; close(): void } {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const driver = database.driver;
  // pg-boss's own type for a row (PgBoss.Db): `any`.
  const run = async (text: string, values?: unknown[]): ReturnType<PgBoss.Db['executeSql']> => {
    if (driver.kind === 'postgres') return driver.pool.query(text, values);
    if (values && values.length > 0) return driver.client.query(text, values);
    const results = await driver.client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
  return {
    executeSql(text, values) {
      // After the queue has stopped, pg-boss may still write a completion it does not await (a job
      // that finished after the stop's timeout): the database is closing, so the write is dropped
      // (answered as if no row changed) instead of failing as an unhandled rejection: pg-boss does
      // not catch it. That job is still 'active' in the table and
      // runs again after JOB_EXPIRE_SECONDS, as after a crash.
      if (closed) return Promise.resolve({ rows: [{ count: '0' }] });
      let query = run(text, values);
      // pg-boss writes a worker's completion or failure without awaiting it (manager.js onFetch):
      // a database that went away meanwhile would reject it as an unhandled rejection, which ends
      // the process. Such a write is logged and dropped instead: the job stays 'active' and runs
      // again after JOB_EXPIRE_SECONDS, as after a crash.
      if (UNAWAITED_COMMANDS.has(text)) {
        query = query.catch((err: unknown) => {
          log?.warn(
            { err },
            'job queue: a job ended but the database did not take its result; it runs again later',
          );
          return { rows: [{ count: '0' }] };
        });
      }
      inFlight.add(query);
      const forget = () => inFlight.delete(query);
      query.then(forget, forget);
      return query;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close() {
      closed = true;
    },
  };
}

/** The SQL that creates the `pgboss` schema when it is missing (run by db/migrate.ts). */
export async function installJobSchema(database: Database): Promise<void> {
  const db = queueDb(database);
  const { rows } = await db.executeSql(
    `select 1 from information_schema.tables where table_schema = '${JOB_SCHEMA}' and table_name = 'version'`,
    [],
  );
  if (rows.length === 0) await db.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA), []);
}

const JOB_STATE = { created: 'waiting', retry: 'waiting', active: 'running', failed: 'failed' } as const;

function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message =
    (output as { message?: unknown; value?: { message?: unknown } }).message ??
    (output as { value?: { message?: unknown } }).value?.message;
  return typeof message === 'string' ? message.slice(0, 500) : JSON.stringify(output).slice(0, 500);
}

/** The queue's database access (queueDb). */
type QueueDb = ReturnType<typeof queueDb>;

/** The configuration the queue reads (JOB_RETRY_DELAY_SECONDS, JOB_POLL_MS, JOB_EXPIRE_SECONDS). */
interface JobQueueConfig {
  jobRetryDelaySeconds: number;
  jobPollMs: number;
  jobExpireSeconds: number;
}

type JobHandler = (data: object) => Promise<void>;

/** pg-boss's settings: its SQL through the queue's connection, its polling, maintenance and retention. */
function bossOptions(db: QueueDb, config: JobQueueConfig): PgBoss.ConstructorOptions {
  return {
    db,
    schema: JOB_SCHEMA,
    // The schema is created by db/migrate.ts; pg-boss's own upgrades still run here.
    migrate: true,
    supervise: true,
    schedule: false,
    pollingIntervalSeconds: config.jobPollMs / 1000,
    // The maintenance fails the jobs that ran out of time (their process died) so they run again.
    maintenanceIntervalSeconds: Math.min(120, config.jobExpireSeconds),
    // Completed jobs leave the live table after an hour and are deleted a week later; failed ones
    // stay live (and on the 'Fila' page) for 30 days.
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: 30 * 86_400,
    deleteAfterDays: 7,
  };
}

/**
 * Makes a pg-boss with these options, a fresh one each time starting failed; all of them share one
 * warning about the database being away.
 */
function bossFactory(options: PgBoss.ConstructorOptions, log: FastifyInstance['log']): () => PgBoss {
  let lastError = 0;
  return () => {
    const created = new PgBoss(options);
    created.on('error', (err: unknown) => {
      // While the database is away every poll fails: one line a minute is enough.
      if (Date.now() - lastError < 60_000) return;
      lastError = Date.now();
      log.warn({ err }, 'job queue: the database did not answer; jobs wait until it does');
    });
    return created;
  };
}

/** pg-boss's options of a new job: the tries and expiry of the configuration, the caller's delay and throttle. */
function jobSendOptions(config: JobQueueConfig, options: SendOptions): PgBoss.SendOptions {
  return {
    retryLimit: RETRY_LIMIT,
    retryDelay: config.jobRetryDelaySeconds,
    retryBackoff: config.jobRetryDelaySeconds > 0,
    expireInSeconds: config.jobExpireSeconds,
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    ...(options.singleton
      ? {
          singletonKey: options.singleton.key,
          // pg-boss refuses a throttle slot longer than the archive interval.
          singletonSeconds: Math.min(options.singleton.seconds, ARCHIVE_COMPLETED_SECONDS),
        }
      : {}),
  };
}

/** Waiting (due or not), running and failed jobs, per queue and in all. */
async function countJobs(db: QueueDb): Promise<{ total: QueueCounts; byQueue: Record<string, QueueCounts> }> {
  const { rows } = await db.executeSql(
    `select name, state, count(*)::int as n from ${JOB_SCHEMA}.job
     where state in ('created', 'retry', 'active', 'failed')
       -- A job planned for later (the next expiry sweep) is not waiting yet.
       and not (state = 'created' and start_after > now())
     group by name, state`,
    [],
  );
  const empty = (): QueueCounts => ({ waiting: 0, running: 0, failed: 0 });
  const total = empty();
  const byQueue: Record<string, QueueCounts> = Object.fromEntries(
    Object.values(QUEUES).map((queue) => [queue, empty()]),
  );
  for (const row of rows as { name: string; state: keyof typeof JOB_STATE; n: number }[]) {
    const key = JOB_STATE[row.state];
    byQueue[row.name] ??= empty();
    (byQueue[row.name] as QueueCounts)[key] += Number(row.n);
    total[key] += Number(row.n);
  }
  return { total, byQueue };
}

/** The failed jobs, newest first. */
async function failedJobs(db: QueueDb, limit: number): Promise<JobSummary[]> {
  const { rows } = await db.executeSql(
    `select id, name, state, retry_count, output, created_on, completed_on,
       coalesce(data->>'kind', name) as kind
     from ${JOB_SCHEMA}.job where state = 'failed'
     order by completed_on desc nulls last limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    queue: String(row.name),
    kind: String(row.kind),
    state: 'failed' as const,
    attempts: Number(row.retry_count) + 1,
    error: errorText(row.output),
    createdAt: new Date(row.created_on).toISOString(),
    failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
  }));
}

/** A failed job waits again, due now; null when no failed job has this id. */
async function resetFailedJob(db: QueueDb, id: string): Promise<FailedJobRef | null> {
  // A fresh start: the count of tries begins again, due now.
  const { rows } = await db.executeSql(
    `update ${JOB_SCHEMA}.job
     set state = 'retry', retry_count = 0, start_after = now(), completed_on = null
     where id = $1 and state = 'failed' returning name, coalesce(data->>'kind', name) as kind`,
    [id],
  );
  return rows[0] ? { queue: String(rows[0].name), kind: String(rows[0].kind) } : null;
}

/** A failed job is deleted; null when no failed job has this id. */
async function deleteFailedJob(db: QueueDb, id: string): Promise<FailedJobRef | null> {
  const { rows } = await db.executeSql(
    `delete from ${JOB_SCHEMA}.job where id = $1 and state = 'failed'
     returning name, coalesce(data->>'kind', name) as kind`,
    [id],
  );
  return rows[0] ? { queue: String(rows[0].name), kind: String(rows[0].kind) } : null;
}

/** Jobs running or due now, whatever the process. */
async function busyJobCount(db: QueueDb): Promise<number> {
  const { rows } = await db.executeSql(
    `select count(*)::int as n from ${JOB_SCHEMA}.job
     where state = 'active' or (state in ('created', 'retry') and start_after <= now())`,
    [],
  );
  return Number(rows[0]?.n);
}

/**
 * The pg-boss handler of `queue`'s worker: runs each fetched job with `handler`; a failure is logged
 * and thrown again (pg-boss keeps it for the next try, or as failed after the last); either way
 * `lookAgain` runs and 'finished' is emitted.
 */
function jobRunner(
  queue: QueueName,
  handler: JobHandler,
  log: FastifyInstance['log'],
  events: EventEmitter,
  lookAgain: () => void,
): PgBoss.WorkWithMetadataHandler<object> {
  return async ([job]) => {
    if (!job) return;
    let ok = false;
    try {
      await handler(job.data);
      ok = true;
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      log.warn(
        { err, queue, jobId: job.id, attempt: job.retryCount + 1, last },
        last ? 'job failed for the last time: kept as failed' : 'job failed: it will be tried again',
      );
      throw err;
    } finally {
      lookAgain();
      const due = new Date(job.startAfter).getTime();
      events.emit('finished', {
        queue,
        ok,
        latencySeconds: Math.max(0, (Date.now() - due) / 1000),
      } satisfies JobFinished);
    }
  };
}

/**
 * This process's pg-boss and its workers: they start when the app is ready (again every
 * START_RETRY_MS while the database does not answer) and stop, gracefully, when it closes.
 */
function jobWorkers(db: QueueDb, newBoss: () => PgBoss, log: FastifyInstance['log'], events: EventEmitter) {
  const handlers = new Map<QueueName, JobHandler>();
  const workerIds = new Map<string, string>();
  /** Set once the app is ready: work() must come before. */
  let begun = false;
  /** The workers run (pg-boss started and the queues exist). */
  let started = false;
  let stopping = false;
  let retryStart: NodeJS.Timeout | undefined;
  // Replaced by a fresh one when starting fails (a pg-boss whose start failed does not start again).
  let boss = newBoss();

  /** This process's worker of `queue`, if any, looks at once instead of at its next poll. */
  function notify(queue: string): void {
    const worker = workerIds.get(queue);
    if (worker) boss.notifyWorker(worker);
  }

  /**
   * Starts the workers. When the database does not answer (an app built during an outage), the
   * app starts anyway and this tries again every START_RETRY_MS; the jobs wait in the database.
   */
  async function start(): Promise<void> {
    begun = true;
    try {
      await startWorkers();
      started = true;
    } catch (err) {
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      if (stopping) return;
      log.warn({ err }, 'job queue could not start (database unreachable); trying again in 5 s');
      boss = newBoss();
      retryStart = setTimeout(() => void start(), START_RETRY_MS);
      retryStart.unref();
    }
  }

  async function startWorkers(): Promise<void> {
    await boss.start();
    for (const queue of Object.values(QUEUES)) await boss.createQueue(queue);
    for (const [queue, handler] of handlers) {
      // pg-boss fetches one job per poll (JOB_POLL_MS): after a job, look again at once, so a
      // burst of e-mails drains without waiting a poll per job (the loop waits when none is left).
      const lookAgain = () => {
        const self = workerIds.get(queue);
        if (self && !stopping) boss.notifyWorker(self);
      };
      const run = jobRunner(queue, handler, log, events, lookAgain);
      const id = await boss.work<object>(queue, { includeMetadata: true }, run);
      workerIds.set(queue, id);
    }
  }

  async function stop(): Promise<void> {
    stopping = true;
    clearTimeout(retryStart);
    if (!started) return;
    started = false;
    // Stops fetching, waits for the running jobs, then marks any still running as failed (they
    // run again later); the completions pg-boss sends without waiting are awaited here.
    await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS }).catch((err: unknown) => {
      log.warn({ err }, 'job queue did not stop cleanly');
    });
    await db.settle();
    db.close();
  }

  return {
    /** The pg-boss of the moment (replaced when starting failed). */
    boss: () => boss,
    register(queue: QueueName, handler: JobHandler): void {
      if (begun) throw new Error(`job queue already started: work('${queue}') comes too late`);
      handlers.set(queue, handler);
    },
    notify,
    start,
    stop,
  };
}

/** The queue of this process: app.jobs, and the start and stop of its workers (registerJobs). */
export function createJobs(database: Database, config: JobQueueConfig, log: FastifyInstance['log']) {
  const db = queueDb(database, log);
  const events = new EventEmitter();
  const workers = jobWorkers(db, bossFactory(bossOptions(db, config), log), log, events);
  const sending = new Set<Promise<unknown>>();

  const jobs: Jobs = {
    events,
    work(queue, handler) {
      workers.register(queue, handler as JobHandler);
    },
    async send(queue, data, options = {}) {
      const stored = workers.boss().send(queue, data, jobSendOptions(config, options));
      sending.add(stored);
      const id = await stored.finally(() => sending.delete(stored));
      // Due now: this process's worker looks at once instead of at its next poll.
      if (!options.startAfterSeconds) workers.notify(queue);
      return id;
    },
    counts: () => countJobs(db),
    failed: (limit) => failedJobs(db, limit),
    async retry(id) {
      const job = await resetFailedJob(db, id);
      if (job) workers.notify(job.queue);
      return job;
    },
    async whenIdle(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await Promise.allSettled([...sending]);
        const busy = await busyJobCount(db);
        if (busy === 0 && sending.size === 0) return;
        if (Date.now() > deadline) throw new Error('the job queue did not become idle');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    discard: (id) => deleteFailedJob(db, id),
  };
  return { jobs, start: workers.start, stop: workers.stop };
}

/** Decorates app.jobs; the workers start when the app is ready and stop (gracefully) on close. */
export function registerJobs(app: FastifyInstance): void {
  const { jobs, start, stop } = createJobs(app.database, app.config, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', start);
  app.addHook('onClose', stop);
}
