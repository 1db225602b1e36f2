// System routes: health check (monitoring: every part the server is configured with), ping (no
// database: liveness, and what a load balancer should probe) and the public site facts the web app
// shows in its footer and contact buttons.
import type { ErrorCode } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { MESSAGES } from '../../plugins/errors';

const part = z.enum(['ok', 'indisponível']);
/** Redis is optional (REDIS_URL): without it, 'desativado', which does not change the status. */
const redisPart = z.enum(['ok', 'indisponível', 'desativado']);
const REDIS_DESCRIPTION =
  "Redis (REDIS_URL): a PING; 'desativado' without REDIS_URL. While it is down requests are still served (the limits count in each process).";
const healthOk = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  storage: z.literal('ok'),
  redis: redisPart.exclude(['indisponível']).describe(REDIS_DESCRIPTION),
});
const healthError = z.object({
  status: z.literal('error'),
  database: part.describe('The database (PGlite or PostgreSQL): a round trip.'),
  storage: part.describe('The file storage (DATA_DIR/files or the S3 bucket): reachable and writable.'),
  redis: redisPart.describe(REDIS_DESCRIPTION),
  detail: z.string(),
  code: z.literal('service.unavailable' satisfies ErrorCode),
});

/** Each part's check, at most `ms` long: a part that hangs counts as down. */
async function check(name: string, probe: () => Promise<unknown>, ms: number): Promise<'ok' | Error> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name}: no answer in ${ms} ms`)), ms);
      }),
    ]);
    return 'ok';
  } catch (err) {
    return err as Error;
  } finally {
    clearTimeout(timer);
  }
}
const HEALTH_TIMEOUT_MS = 3_000;

const siteVideoSchema = z
  .object({
    provider: z.enum(['youtube', 'vimeo']),
    embedUrl: z
      .string()
      .describe('Privacy-friendly player address (youtube-nocookie.com, Vimeo with dnt=1).'),
  })
  .nullable()
  .describe('Null when no video is configured: the page shows the poster only.');

export const siteFactsSchema = z.object({
  name: z.string(),
  whatsapp: z.string().describe('Digits only: country code, area code and number.'),
  email: z.string(),
  legalName: z.string(),
  cnpj: z.string().nullable().describe('Formatted CNPJ, or null when not shown.'),
  socialUrl: z.string(),
  videos: z
    .object({ about: siteVideoSchema, services: siteVideoSchema })
    .describe("The embedded videos: 'Conheça a RX Odonto' (/home, /quemsomos) and the one of /servicos."),
  googleClientId: z.string().nullable().describe('Null when Google sign-in is off.'),
});
export type SiteFactsResponse = z.infer<typeof siteFactsSchema>;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // The parts /health found down: a part's failure is logged when it goes down and once more when
  // it is back, not at every probe (a monitor probing each 2 s would fill the log otherwise).
  const down = new Set<string>();
  const report = (part: string, result: unknown) => {
    if (result instanceof Error) {
      if (down.has(part)) return;
      down.add(part);
      app.log.error({ part, reason: result.message }, `health check: ${part} unreachable`);
    } else if (down.delete(part)) {
      app.log.info({ part }, `health check: ${part} reachable again`);
    }
  };
  app.get(
    '/health',
    {
      onRequest: policy.anyone,
      schema: {
        tags: ['sistema'],
        summary:
          'Health check: the database does a round trip, the file storage is reachable and writable, and Redis (when REDIS_URL is set) answers a PING; 503 naming the part that failed. For monitoring: a load balancer should probe /ping, since the server keeps serving while Redis is down.',
        response: { 200: healthOk, 503: healthError },
      },
    },
    async (_request, reply) => {
      const { redis } = app;
      const [database, storage, redisState] = await Promise.all([
        check('database', () => app.database.ping(), HEALTH_TIMEOUT_MS),
        check('storage', () => app.storage.ping(), HEALTH_TIMEOUT_MS),
        // A client that is reconnecting refuses the PING at once (no offline queue); the timeout
        // covers a Redis that accepts the connection and never answers.
        redis ? check('redis', () => redis.ping(), HEALTH_TIMEOUT_MS) : ('desativado' as const),
      ]);
      report('database', database);
      report('storage', storage);
      report('Redis', redisState);
      if (database === 'ok' && storage === 'ok' && !(redisState instanceof Error))
        return { status: 'ok' as const, database, storage, redis: redisState };
      const state = (result: 'ok' | Error) => (result === 'ok' ? ('ok' as const) : ('indisponível' as const));
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          status: 'error',
          database: state(database),
          storage: state(storage),
          redis: redisState instanceof Error ? 'indisponível' : redisState,
          detail: MESSAGES.unavailable,
          code: 'service.unavailable',
        });
    },
  );

  // The cheapest answer of the server (no database): the benchmark's hello-world baseline, and the
  // load balancer's probe (it answers 503 too while this process sheds load).
  app.get(
    '/ping',
    {
      onRequest: policy.anyone,
      schema: {
        tags: ['sistema'],
        summary:
          'Answers {ok: true} without touching the database (liveness, load-balancer probe, benchmark baseline).',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/site',
    {
      onRequest: policy.anyone,
      schema: {
        tags: ['sistema'],
        summary: 'Public facts of the site (contact, legal name, Google client id).',
        response: { 200: siteFactsSchema },
      },
    },
    async (_request, reply) => {
      const { site, googleClientId } = app.config;
      reply.header('cache-control', 'public, max-age=300');
      return { ...site, googleClientId: googleClientId ?? null };
    },
  );
};
