// Counters shared by every process through Redis (REDIS_URL), with this process's memory as the
// fallback while Redis does not answer: the login throttle's CounterStore, and the store of
// @fastify/rate-limit (every keyed limit and the upload limit) built on it.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type Counter, type CounterStore, MemoryCounterStore } from './counter-store';
import { RedisHealth } from './redis';

/** INCR, and on the first hit start the window; answers the count and the window's remaining ms. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

const PREFIX = 'rx:limite:';

export class SharedCounterStore implements CounterStore {
  private readonly memory = new MemoryCounterStore();
  private readonly health: RedisHealth;

  constructor(
    private readonly redis: Redis,
    log: FastifyBaseLogger,
  ) {
    this.health = new RedisHealth(log);
  }

  private usable(): boolean {
    if (this.redis.status === 'ready') return true;
    this.health.failed();
    return false;
  }

  async increment(key: string, windowMs: number): Promise<Counter> {
    if (this.usable()) {
      try {
        const [count, ttl] = (await this.redis.eval(INCREMENT, 1, PREFIX + key, String(windowMs))) as [
          number,
          number,
        ];
        this.health.recovered();
        return { count, resetInMs: Math.max(0, ttl) };
      } catch (err) {
        this.health.failed(err);
      }
    }
    return this.memory.increment(key, windowMs);
  }

  async get(key: string): Promise<Counter> {
    if (this.usable()) {
      try {
        const [count, ttl] = await Promise.all([this.redis.get(PREFIX + key), this.redis.pttl(PREFIX + key)]);
        return count === null
          ? { count: 0, resetInMs: 0 }
          : { count: Number(count), resetInMs: Math.max(0, ttl) };
      } catch (err) {
        this.health.failed(err);
      }
    }
    return this.memory.get(key);
  }

  async delete(key: string): Promise<void> {
    await this.memory.delete(key);
    if (!this.usable()) return;
    try {
      await this.redis.del(PREFIX + key);
    } catch (err) {
      this.health.failed(err);
    }
  }
}

interface RateLimitParams {
  routeInfo?: { method?: string; url?: string };
}
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store class for @fastify/rate-limit (its `store` option) over a CounterStore. Each route's
 * limiter counts under its method and path; the keyed limiters (createRateLimit) name their
 * limit in their keys (keyed-rate-limit.ts).
 */
export function rateLimitStoreOver(counters: CounterStore) {
  return class CounterRateLimitStore {
    constructor(
      _params?: unknown,
      private readonly namespace = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.increment(this.namespace + key, timeWindow).then(
        (counter) => callback(null, { current: counter.count, ttl: counter.resetInMs }),
        (err: Error) => callback(err),
      );
    }

    // Typed by the plugin as the route's options; at run time they carry them under routeInfo.
    child(params: object): CounterRateLimitStore {
      const { routeInfo } = params as RateLimitParams;
      const route = routeInfo?.url ? `${routeInfo.method ?? ''}${routeInfo.url}:` : '';
      return new CounterRateLimitStore(undefined, route);
    }
  };
}
