// System (modules/system): health check, ping and the public site facts.
import { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import { defineOperations } from './operation';

const tags = ['sistema'];

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

export const systemOperations = defineOperations({
  getHealth: {
    method: 'GET',
    path: '/health',
    schema: {
      tags,
      summary:
        'Health check: the database does a round trip, the file storage is reachable and writable, and Redis (when REDIS_URL is set) answers a PING; 503 naming the part that failed. For monitoring: a load balancer should probe /ping, since the server keeps serving while Redis is down.',
      response: { 200: healthOk, 503: healthError },
    },
  },
  getPing: {
    method: 'GET',
    path: '/ping',
    schema: {
      tags,
      summary:
        'Answers {ok: true} without touching the database (liveness, load-balancer probe, benchmark baseline).',
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
  },
  getSite: {
    method: 'GET',
    path: '/site',
    schema: {
      tags,
      summary: 'Public facts of the site (contact, legal name, Google client id).',
      response: { 200: siteFactsSchema },
    },
  },
});
