// Redis (REDIS_URL) for what the processes of one deployment share: the counters of the sign-in,
// sign-up, reset, upload and contact limits (shared-counters.ts) and the broadcast of session
// revocations (modules/sessions/revocation-bus.ts). Without REDIS_URL, app.redis is null and each
// process counts and caches alone, as before.
//
// Redis going away never stops a request: commands fail at once instead of queueing
// (enableOfflineQueue: false, one try), the callers fall back to this process's memory, one
// warning is logged per outage, and ioredis reconnects by itself (1 s, 2 s … at most 5 s apart).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection, or null without REDIS_URL. */
    redis: Redis | null;
  }
}

/** Logs once when Redis stops answering and once when it is back. */
export class RedisHealth {
  private down = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  failed(err?: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err },
      'Redis unreachable: limits count in this process and revocations reach only it until Redis is back',
    );
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('Redis reachable again: limits and revocations are shared again');
  }
}

export function createRedis(url: string, log: FastifyBaseLogger, name: string): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 1_000, 5_000),
  });
  const health = new RedisHealth(log);
  // Without an 'error' listener a lost connection would be an uncaught error.
  redis.on('error', (err) => health.failed(err));
  redis.on('ready', () => health.recovered());
  return redis;
}

/** Resolves once `redis` is connected, or after `ms` whatever happens. */
export function ready(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
  });
}

export function registerRedis(app: FastifyInstance): void {
  const url = app.config.redisUrl;
  const redis = url ? createRedis(url, app.log, 'rx-api') : null;
  app.decorate('redis', redis);
  if (!redis) return;
  // The server starts counting in Redis when it can: it waits up to 2 s for the connection, and
  // starts anyway without it (the limits then count in memory until Redis answers).
  app.addHook('onReady', () => ready(redis, 2_000));
  app.addHook('onClose', async () => void redis.disconnect());
}
