// System routes: health check (for load balancers and monitoring), ping (no database) and the
// public site facts the web app shows in its footer and contact buttons.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policy } from '../../plugins/access-policy';
import { MESSAGES } from '../../plugins/errors';

const healthOk = z.object({ status: z.literal('ok'), database: z.literal('ok') });
const healthError = z.object({
  status: z.literal('error'),
  database: z.literal('indisponível').describe('The part that failed: the database.'),
  detail: z.string(),
});

export const siteFactsSchema = z.object({
  name: z.string(),
  whatsapp: z.string().describe('Digits only: country code, area code and number.'),
  email: z.string(),
  legalName: z.string(),
  cnpj: z.string().nullable().describe('Formatted CNPJ, or null when not shown.'),
  socialUrl: z.string(),
  googleClientId: z.string().nullable().describe('Null when Google sign-in is off.'),
});
export type SiteFactsResponse = z.infer<typeof siteFactsSchema>;

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      onRequest: policy.anyone,
      schema: {
        tags: ['sistema'],
        summary:
          'Health check: the server answers and the database does a round trip (503 naming the database when it cannot).',
        response: { 200: healthOk, 503: healthError },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ status: 'error', database: 'indisponível', detail: MESSAGES.unavailable });
      }
    },
  );

  // The cheapest answer of the server (no database): the benchmark's hello-world baseline.
  app.get(
    '/ping',
    {
      onRequest: policy.anyone,
      schema: {
        tags: ['sistema'],
        summary: 'Answers {ok: true} without touching the database (liveness, benchmark baseline).',
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
