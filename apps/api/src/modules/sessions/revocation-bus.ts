// Session revocations told to every process (REDIS_URL): a logout, a password reset, an account
// deletion or suspension made by one process makes the others forget the session at once, so the
// session cache (SESSION_CACHE_SECONDS) no longer delays a revocation elsewhere. Without Redis, or
// while it is away, a revocation reaches only this process and the others see it after at most
// SESSION_CACHE_SECONDS, as before. The database stays the truth: a message only empties caches.
import type { FastifyInstance } from 'fastify';
import { createRedis } from '../../plugins/redis';
import { sessionCache } from './session-cache';

const CHANNEL = 'rx:sessoes:revogadas';

export type Revocation = { session: number } | { user: number };

let publisher: ((message: string) => void) | null = null;

/** Tells the other processes (no-op without Redis). */
export function broadcastRevocation(revocation: Revocation): void {
  publisher?.(JSON.stringify(revocation));
}

function apply(message: string): void {
  try {
    const revocation = JSON.parse(message) as Partial<{ session: unknown; user: unknown }>;
    if (Number.isSafeInteger(revocation.session)) sessionCache.forgetSession(revocation.session as number);
    if (Number.isSafeInteger(revocation.user)) sessionCache.forgetUser(revocation.user as number);
  } catch {
    // Not ours: ignored.
  }
}

/** With app.redis: publishes this process's revocations and applies the others'. */
export function registerRevocationBus(app: FastifyInstance): void {
  const { redis } = app;
  if (!redis || !app.config.redisUrl) return;
  // A connection in subscriber mode can only subscribe: a second one listens.
  const listener = createRedis(app.config.redisUrl, app.log, 'rx-api-revogacoes');
  listener.on('message', (channel, message) => {
    if (channel === CHANNEL) apply(message);
  });
  // On each (re)connection: commands sent before it would fail (no offline queue).
  listener.on('ready', () => {
    listener
      .subscribe(CHANNEL)
      .catch((err: unknown) => app.log.warn({ err }, 'could not subscribe to revocations'));
  });
  const publish = (message: string) => {
    redis.publish(CHANNEL, message).catch(() => {
      // Redis away: logged once by the connection; the others see it within SESSION_CACHE_SECONDS.
    });
  };
  publisher = publish;
  app.addHook('onClose', async () => {
    if (publisher === publish) publisher = null;
    listener.disconnect();
  });
}
