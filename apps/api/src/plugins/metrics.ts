// Prometheus metrics at GET /metrics (prom-client): request rate and latency by route, the
// PostgreSQL pool's connections, rate-limit refusals, the job queue (depth, failures, latency),
// and the process's own figures (CPU, memory, event-loop lag). Off unless METRICS_TOKEN is set: without it /metrics answers a JSON 404; with
// it, the scraper sends `Authorization: Bearer <METRICS_TOKEN>` and anything else is a 401. Each app has its own registry, so several apps in one process (the tests) do not collide.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { policy } from './access-policy';
import { HttpError, MESSAGES } from './errors';
import type { JobFinished } from './jobs';

/** Label of requests that matched no route (kept as one value so unknown paths cannot explode the series). */
const UNMATCHED = 'unmatched';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function registerMetrics(app: FastifyInstance): void {
  const token = app.config.metricsToken;
  if (!token) {
    // Not the web app's page either: a JSON 404, as for an unknown API path.
    app.get('/metrics', { onRequest: policy.anyone, schema: { hide: true } }, async () => {
      throw new HttpError(404, MESSAGES.notFound);
    });
    return;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by method, route and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 (too many attempts), by route.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  registerPoolMetrics(app, registry);
  registerJobMetrics(app, registry);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    if (route === '/metrics') return;
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get('/metrics', { onRequest: policy.anyone, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!given || !sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Token de métricas ausente ou inválido.');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}

/** The PostgreSQL pool's connections, read at each scrape (none on the embedded database). */
function registerPoolMetrics(app: FastifyInstance, registry: Registry): void {
  const { driver } = app.database;
  if (driver.kind === 'postgres') {
    const { pool } = driver;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections, by state: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

/**
 * The job queue (plugins/jobs.ts): depth by queue and state, read from the database at each
 * scrape (so every process reports the whole queue); the failed tries and the latency of the jobs
 * this process ran.
 */
function registerJobMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue, by queue and state: waiting (new or to be tried again), running, failed (kept after the last try).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { byQueue } = await app.jobs.counts();
        for (const [queue, counts] of Object.entries(byQueue)) {
          this.set({ queue, state: 'waiting' }, counts.waiting);
          this.set({ queue, state: 'running' }, counts.running);
          this.set({ queue, state: 'failed' }, counts.failed);
        }
      } catch {
        // Database away: no figure rather than a failed scrape.
      }
    },
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Tries of a job that failed in this process (each is tried again until its last try), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const jobLatency = new Histogram({
    name: 'job_latency_seconds',
    help: 'From when a job was due to the end of its try in this process, by queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  app.addHook('onReady', async () => {
    app.jobs.events.on('finished', (job: JobFinished) => {
      if (!job.ok) jobFailures.inc({ queue: job.queue });
      jobLatency.observe({ queue: job.queue, outcome: job.ok ? 'done' : 'failed' }, job.latencySeconds);
    });
  });
}
