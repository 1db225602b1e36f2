// Security headers (helmet with the SPA's Content-Security-Policy), opt-in rate limiting and
// load shedding (under-pressure).
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { HttpError, MESSAGES } from './errors';
import { rateLimitStoreOver, SharedCounterStore } from './shared-counters';

/** The CSP the web app runs under: its own bundle plus Google sign-in and YouTube/Vimeo embeds. */
export const CONTENT_SECURITY_POLICY = {
  // Anything not listed below: only our own origin.
  'default-src': ["'self'"],
  // Our bundle, and the Google Identity Services script (the "Continuar com Google" button).
  'script-src': ["'self'", 'https://accounts.google.com/gsi/client'],
  // Tailwind output and React inline styles, plus the Google button's stylesheet.
  'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
  // Our images, previews of chosen files (data:/blob:) and Google profile pictures.
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
  // API calls to our origin; Google sign-in talks to its own endpoints.
  'connect-src': ["'self'", 'https://accounts.google.com/gsi/'],
  // Google sign-in iframes and the embedded videos (privacy-enhanced YouTube, Vimeo's player).
  'frame-src': [
    'https://accounts.google.com/gsi/',
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ],
  // Self-hosted fonts (and inlined ones).
  'font-src': ["'self'", 'data:'],
  // No plugins (<object>, <embed>).
  'object-src': ["'none'"],
  // <base> cannot point elsewhere.
  'base-uri': ["'self'"],
  // Forms submit only to us.
  'form-action': ["'self'"],
  // Nobody may frame the site (clickjacking).
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** The policy as the header value. */
export const CONTENT_SECURITY_POLICY_HEADER = Object.entries(CONTENT_SECURITY_POLICY)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join('; ');

export const OVERLOADED_MESSAGE = 'Servidor sobrecarregado. Tente novamente em instantes.';

export interface SecurityOptions {
  /** Load shedding with @fastify/under-pressure (default true). */
  underPressure?: boolean;
}

export async function registerSecurity(app: FastifyInstance, options: SecurityOptions = {}): Promise<void> {
  // Helmet's middleware built once (docs/decisions/0079): @fastify/helmet built it again on every
  // request, 5 % of the candidate list's CPU under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    // Same as frame-ancestors 'none', for old browsers.
    frameguard: { action: 'deny' },
    // Google sign-in opens a popup that must be able to message back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Google sign-in and YouTube embeds need the origin in the Referer.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });

  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  // With REDIS_URL every process counts in Redis (falling back to its memory while Redis is away).
  const shared = app.redis ? { store: rateLimitStoreOver(new SharedCounterStore(app.redis, app.log)) } : {};
  await app.register(rateLimit, {
    ...shared,
    global: false,
    errorResponseBuilder: () => new HttpError(429, MESSAGES.tooManyRequests),
  });

  if (options.underPressure !== false) await registerUnderPressure(app);

  // API answers are never cached by browsers or proxies unless a route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** Sheds load (503) while the event loop is saturated, instead of answering everyone late. */
async function registerUnderPressure(app: FastifyInstance): Promise<void> {
  // One warning when shedding starts (why: the event-loop delay, memory) and one when it stops,
  // not one per refused request.
  let shedding = false;
  const pressure = () => {
    const m = app.memoryUsage();
    return {
      eventLoopDelayMs: Math.round(m.eventLoopDelay),
      rssBytes: m.rssBytes,
      heapUsedBytes: m.heapUsed,
    };
  };
  const watch = setInterval(() => {
    if (shedding && !app.isUnderPressure()) {
      shedding = false;
      app.log.warn(pressure(), 'load shedding stopped: answering again');
    }
  }, 1_000).unref();
  app.addHook('onClose', async () => clearInterval(watch));
  await app.register(underPressure, {
    // On event-loop delay (its mean over each 1 s sample) only: under a steady full load the loop
    // is ~100 % utilised while each request still answers in milliseconds (npm run bench), so a
    // utilisation threshold refused work the server was doing well (docs/decisions/0002).
    maxEventLoopDelay: 1000,
    retryAfter: 10,
    // Answered here; Fastify stops the request's lifecycle once the reply is sent. The same body on
    // every route, so it bypasses the route's response schemas (a route whose own 503 has another
    // shape, such as /health, would otherwise turn it into a 500).
    pressureHandler: (_request, reply, type, value) => {
      if (!shedding) {
        shedding = true;
        app.log.warn({ cause: type, value, ...pressure() }, 'load shedding started: answering 503');
      }
      reply
        .serializer((payload: unknown) => JSON.stringify(payload))
        .code(503)
        .header('retry-after', '10')
        .type('application/json; charset=utf-8')
        .send({ detail: OVERLOADED_MESSAGE, code: 'service.unavailable' });
    },
  });
}
