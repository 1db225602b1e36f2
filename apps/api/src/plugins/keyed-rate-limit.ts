// Rate limits keyed by anything (client IP, a login identifier, an e-mail), several per route.
//
// Built on @fastify/rate-limit's `app.createRateLimit` rather than `app.rateLimit`: the handlers
// that `app.rateLimit()` returns share one "already ran for this request" flag, so a second one on
// the same request (e.g. per IP in onRequest, then per identifier in preHandler) would be skipped.
// Counters live in this process's memory (LRU), one store per limiter, or with REDIS_URL in Redis
// for every process (shared-counters.ts), where each limiter's `name` keeps its keys apart.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface KeyedRateLimitOptions {
  /** The limit's name, unique in the app: its counters' keys start with it. */
  name: string;
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
  /** The counter's key; null or '' skips the check (e.g. no identifier in the body). */
  key: (request: FastifyRequest) => string | null | undefined;
  /** The 429 answer's detail. */
  message: string;
}

/** A hook (onRequest or preHandler) that answers 429 with `message` once `max` is exceeded. */
export function keyedRateLimit(
  app: FastifyInstance,
  options: KeyedRateLimitOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request) ?? ''}`,
  });
  return async (request, reply) => {
    const key = options.key(request);
    if (!key) return;
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(Math.max(1, result.ttlInSeconds)));
    throw new HttpError(429, options.message);
  };
}

/** The client's IP (behind TRUST_PROXY, the forwarded one). */
export const clientIp = (request: FastifyRequest): string => `ip:${request.ip}`;
